import { Avatar, Menu, RingProgress, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { hasToken, readUserName } from '../../lib/session.ts';
import { studentProfileQuery } from '../../lib/student-profile-query.ts';
import { LogoutIcon, UserIcon } from './icons.tsx';
import { useLogout } from './use-logout.ts';

/** "RS" for "Riya Sharma": the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The avatar with its profile-progress ring (progressPercent, 0 when unknown) and the account menu (§2 Header). */
export function AvatarMenu() {
  // Not after logout: the cache is cleared while this header is still on screen for a moment.
  const { data: profile } = useQuery({ ...studentProfileQuery(), enabled: hasToken() });
  const progress = profile?.progressPercent ?? 0;
  const name = profile?.fullName || readUserName();
  const initials = initialsOf(name);
  // The visible initials start the accessible name (WCAG 2.5.3 label in name).
  const label = `${initials ? `${initials}: ` : ''}Account menu, profile ${progress}% complete`;
  const { mutate: logOut, isPending: isLoggingOut } = useLogout();

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton className="avatar-button" aria-label={label}>
          <RingProgress
            size={48}
            thickness={3}
            roundCaps
            rootColor="gray.2"
            sections={[{ value: progress, color: 'brand' }]}
            label={
              <Avatar color="brand" size={36} mx="auto" alt="">
                {initials || <UserIcon />}
              </Avatar>
            }
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={PATHS.profile} leftSection={<UserIcon />}>
          My Profile
        </Menu.Item>
        <Menu.Item leftSection={<LogoutIcon />} disabled={isLoggingOut} onClick={() => logOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
