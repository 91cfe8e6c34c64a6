import { ActionIcon, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { homePath } from '../../lib/session.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { SearchIcon } from './icons.tsx';

/** §2 Header: brand logo, two search icons, the avatar with its progress ring and menu. Fixed height. */
export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={homePath()} className="app-header__brand" aria-label="Study Abroad, home">
          <BrandLogo />
        </Link>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={PATHS.courses}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Search courses"
          >
            <SearchIcon />
          </ActionIcon>
          <ActionIcon
            component={Link}
            to={PATHS.shortlisted}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Search shortlisted courses"
          >
            <SearchIcon />
          </ActionIcon>
          <AvatarMenu />
        </Group>
      </div>
    </header>
  );
}
