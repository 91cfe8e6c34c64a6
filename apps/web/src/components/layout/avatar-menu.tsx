import { Avatar, Menu, RingProgress, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { hasToken, readUserName } from '../../lib/session.ts';
import { studentProfileQuery } from '../../lib/student-profile-query.ts';
import { LogoutIcon, UserIcon } from './icons.tsx';
import { useLogout } from './use-logout.ts';

/** The avatar with its profile-progress ring (progressPercent, 0 when unknown) and the account menu (§2 Header). */
export function AvatarMenu() {
  // Not after logout: the cache is cleared while this header is still on screen for a moment.
  const { data: profile } = useQuery({ ...studentProfileQuery(), enabled: hasToken() });
  const progress = profile?.progressPercent ?? 0;
  const name = profile?.fullName || readUserName();
  const { mutate: logOut, isPending: isLoggingOut } = useLogout();

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton className="avatar-button" aria-label={`Account menu, profile ${progress}% complete`}>
          <RingProgress
            size={48}
            thickness={3}
            roundCaps
            rootColor="gray.2"
            sections={[{ value: progress, color: 'brand' }]}
            label={
              <Avatar name={name || undefined} color="brand" size={36} mx="auto" alt="">
                {name ? undefined : <UserIcon />}
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
