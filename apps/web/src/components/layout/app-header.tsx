import { Group } from '@mantine/core';
import { type ComponentType, type ReactNode, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TUseStudentAccount } from '../../lib/account.ts';
import { homePath } from '../../lib/session.ts';
import type { TAccountMenuOpenerProps } from './account-menu.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { HeaderSearch } from './header-search.tsx';
import type { TSearchKind } from './header-search-kinds.ts';

/**
 * §2 Header: brand logo, two search icons (the catalogue, the shortlist), the notification bell (ours), the
 * avatar with its progress ring and menu. Fixed height; a search box opens under it, one at a time.
 */
export type TAppHeaderProps = {
  useAccount: TUseStudentAccount;
  AccountMenu: ComponentType<TAccountMenuOpenerProps>;
  bell?: ReactNode;
};

export function AppHeader({ useAccount, AccountMenu, bell }: TAppHeaderProps) {
  const [openSearch, setOpenSearch] = useState<TSearchKind | null>(null);
  const buttons = {
    courses: useRef<HTMLButtonElement>(null),
    shortlisted: useRef<HTMLButtonElement>(null),
  };
  const { courses: coursesButton, shortlisted: shortlistedButton } = buttons;
  // Stable: the open box listens for clicks elsewhere with it.
  const closers = useMemo(() => {
    const closer = (button: typeof coursesButton) => (returnFocus: boolean) => {
      setOpenSearch(null);
      if (returnFocus) button.current?.focus();
    };
    return { courses: closer(coursesButton), shortlisted: closer(shortlistedButton) };
  }, [coursesButton, shortlistedButton]);
  const searchProps = (kind: TSearchKind) => ({
    kind,
    isOpen: openSearch === kind,
    onToggle: () => setOpenSearch((current) => (current === kind ? null : kind)),
    onClose: closers[kind],
    buttonRef: buttons[kind],
  });

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={homePath()} className="app-header__brand" aria-label="Study Abroad, home">
          <BrandLogo />
        </Link>
        <Group gap="xs" wrap="nowrap" className="app-header__actions">
          <HeaderSearch {...searchProps('courses')} />
          <HeaderSearch {...searchProps('shortlisted')} />
          {bell}
          <AvatarMenu useAccount={useAccount} AccountMenu={AccountMenu} />
        </Group>
      </div>
    </header>
  );
}
