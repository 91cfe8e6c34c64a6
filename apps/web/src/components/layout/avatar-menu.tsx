import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useProfilePhoto } from '../../lib/api/get-profile-photo.ts';
import { hasToken, readUserName } from '../../lib/session.ts';
import { studentProfileQuery } from '../../lib/student-profile-query.ts';
import { UserIcon } from './icons.tsx';
import { ProgressRing } from './progress-ring.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

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
 * Header). It shows the profile photo when the student has one (lib/api/get-profile-photo.ts: asked only
 * then), else the initials. The menu (a popover with its positioning and outside-click machinery) is mounted on the first
 * open, not with every signed-in screen: until then the avatar is a plain button that opens it.
 */
export function AvatarMenu() {
  // Not after logout: the cache is cleared while this header is still on screen for a moment.
  const isSignedIn = hasToken();
  const { data: profile } = useQuery({ ...studentProfileQuery(), enabled: isSignedIn });
  const photo = useProfilePhoto(isSignedIn);
  const [isMenuMounted, setIsMenuMounted] = useState(false);
  const progress = profile?.progressPercent ?? 0;
  const name = profile?.fullName || readUserName();
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
