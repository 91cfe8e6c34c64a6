import { type ComponentType, Suspense, useState } from 'react';
import type { TUseStudentAccount } from '../../lib/account.ts';
import type { TAccountMenuOpenerProps } from './account-menu.tsx';
import { UserIcon } from './icons.tsx';
import { ProgressRing } from './progress-ring.tsx';

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

/**
 * The avatar with its profile-progress ring (progressPercent, 0 when unknown) and the account menu (§2
 * Header). It shows the profile photo when the student has one, else the initials; what it shows comes from
 * the app (`useAccount`: lib/use-student-account.ts). The menu (`AccountMenu`: the app passes a lazy one,
 * wired to the session calls; a popover with its positioning and outside-click machinery) is mounted on the
 * first open, not with every signed-in screen: until then the avatar is a plain button that opens it.
 */
export type TAvatarMenuProps = {
  useAccount: TUseStudentAccount;
  AccountMenu: ComponentType<TAccountMenuOpenerProps>;
};

export function AvatarMenu({ useAccount, AccountMenu }: TAvatarMenuProps) {
  const { progressPercent: progress, name, photo } = useAccount();
  const [isMenuMounted, setIsMenuMounted] = useState(false);
  const initials = initialsOf(name);
  // The visible initials start the accessible name (WCAG 2.5.3 label in name); a photo shows no text.
  const shownInitials = photo ? '' : initials;
  const label = `${shownInitials ? `${shownInitials}: ` : ''}Account menu, profile ${progress}% complete`;
  const face = (
    <ProgressRing value={progress} size={48} thickness={3}>
      {photo ? (
        <img src={photo} alt="" width={36} height={36} className="avatar-face avatar-face--photo" />
      ) : (
        <span className="avatar-face">{initials || <UserIcon />}</span>
      )}
    </ProgressRing>
  );
  const closedButton = (
    <button
      type="button"
      className="avatar-button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setIsMenuMounted(true)}
    >
      {face}
    </button>
  );
  if (!isMenuMounted) return closedButton;
  return (
    <Suspense fallback={closedButton}>
      <AccountMenu label={label} face={face} />
    </Suspense>
  );
}
