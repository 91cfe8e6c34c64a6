import { Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { TAccountActions } from '../../lib/account.ts';
import { PATHS } from '../../lib/paths.ts';
import { SIGN_OUT_EVERYWHERE_TEXTS } from '../../lib/session-texts.ts';
import { LogoutIcon, UserIcon } from './icons.tsx';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';

/** What the avatar hands the menu it opens: the button's name and face. */
export type TAccountMenuOpenerProps = { label: string; face: ReactNode };

export type TAccountMenuProps = TAccountMenuOpenerProps & { actions: TAccountActions };

/**
 * My Profile and Logout (§2 Header), Your counsellor (their card and the messages), and Sign out everywhere (asked first), under the avatar. Loaded on the
 * first open with its session calls (app/student-account-menu.tsx, a chunk of its own), which is why it starts
 * open.
 */
export function AccountMenu({ label, face, actions }: TAccountMenuProps) {
  const { logOut, isLoggingOut, signOutEverywhere, isSigningOutEverywhere } = actions;
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={200} shadow="md" defaultOpened>
        <Menu.Target>
          <button type="button" className="avatar-button" aria-label={label}>
            {face}
          </button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={PATHS.profile} leftSection={<UserIcon />}>
            My Profile
          </Menu.Item>
          <Menu.Item component={Link} to={PATHS.counsellor} leftSection={<UserIcon />}>
            Your counsellor
          </Menu.Item>
          <Menu.Item leftSection={<LogoutIcon />} disabled={isLoggingOut} onClick={() => logOut()}>
            Logout
          </Menu.Item>
          <Menu.Item leftSection={<LogoutIcon />} onClick={() => setIsConfirming(true)}>
            {SIGN_OUT_EVERYWHERE_TEXTS.action}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutEverywhereDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={signOutEverywhere}
        isPending={isSigningOutEverywhere}
      />
    </>
  );
}
