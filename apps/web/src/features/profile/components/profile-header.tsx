import { formatPhoneDisplay, type TStudentProfile } from '@portal/contract';
import { readUserName } from '../../../lib/session.ts';
import { ProfileAvatar } from '../photo/profile-avatar.tsx';
import { PROFILE_TEXTS } from '../profile-texts.ts';

/** §2: the photo with its progress ring, the name, the phone (§5 display, 'NA') and the reference ID. */
export function ProfileHeader({
  profile,
  remaining,
  onEditPhoto,
}: {
  profile: TStudentProfile;
  /** What is still to do, named (steps, then the photo); empty when nothing is. */
  remaining: readonly string[];
  onEditPhoto: () => void;
}) {
  return (
    <header className="profile-header">
      <ProfileAvatar progress={profile.progressPercent} onEdit={onEditPhoto} />
      <div className="profile-header__text">
        <h1 className="profile-header__name">
          {profile.fullName || readUserName() || PROFILE_TEXTS.notAvailable}
        </h1>
        <p className="profile-header__line">{formatPhoneDisplay(profile.phoneNumber)}</p>
        <p className="profile-header__line">{PROFILE_TEXTS.referenceId(profile.referenceId)}</p>
        {/* The ring alone is not readable to everyone: the figure in words (the server's own, §3). */}
        <p className="profile-header__line">{PROFILE_TEXTS.progress(profile.progressPercent)}</p>
        {remaining.length > 0 && (
          <p className="profile-header__line profile-header__remaining">
            {PROFILE_TEXTS.remaining(remaining)}
          </p>
        )}
      </div>
    </header>
  );
}
