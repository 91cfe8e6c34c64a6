import { LIMITS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { initialsOf } from '../../../components/layout/avatar-menu.tsx';
import { UserIcon } from '../../../components/layout/icons.tsx';
import { ProgressRing } from '../../../components/layout/progress-ring.tsx';
import { useProfilePhoto } from '../../../lib/api/get-profile-photo.ts';
import { studentProfileQuery } from '../../../lib/student-profile-query.ts';
import { PencilIcon } from './photo-icons.tsx';
import { PHOTO_TEXTS } from './photo-texts.ts';
import './photo.css';

/** Marks the avatar button, so the photo views can give it focus back when they close. */
export const PHOTO_EDIT_ATTRIBUTE = 'data-photo-edit';

const FACE = LIMITS.avatarSizePx.profile;
const RING_THICKNESS = 5;
const RING_GAP = 3;
const RING = FACE + 2 * (RING_THICKNESS + RING_GAP);
/** The avatar's outer size (photo, gap and ring): the page's skeleton keeps its place. */
export const PROFILE_AVATAR_RING_PX = RING;

export type TProfileAvatarProps = {
  /** progressPercent (0 when unknown), drawn as the ring. */
  progress: number;
  onEdit: () => void;
  /** For the initials when there is no photo; the profile's fullName by default. */
  name?: string;
};

/**
 * The profile photo (109 px, round) inside the progress ring, with an edit badge; the whole avatar is the
 * button "Change profile photo" that opens the upload view (§4: click the photo or the edit icon). Without
 * a photo: the initials, or a user icon. The photo is the header's cache entry (one download).
 */
export function ProfileAvatar({ progress, onEdit, name }: TProfileAvatarProps) {
  const { data: fullName } = useQuery({ ...studentProfileQuery(), select: (profile) => profile.fullName });
  const photo = useProfilePhoto();
  const initials = initialsOf(name ?? fullName ?? '');
  return (
    <button
      type="button"
      className="profile-avatar"
      aria-label={PHOTO_TEXTS.changePhoto(photo ? '' : initials)}
      onClick={onEdit}
      {...{ [PHOTO_EDIT_ATTRIBUTE]: '' }}
    >
      <ProgressRing value={progress} size={RING} thickness={RING_THICKNESS}>
        {photo ? (
          <img src={photo} alt="" width={FACE} height={FACE} className="profile-avatar__face" />
        ) : (
          <span className="profile-avatar__face profile-avatar__face--initials">
            {initials || <UserIcon />}
          </span>
        )}
      </ProgressRing>
      <span className="profile-avatar__edit">
        <PencilIcon />
      </span>
    </button>
  );
}
