import { Skeleton } from '@mantine/core';
import { PROFILE_AVATAR_RING_PX } from '../photo/profile-avatar.tsx';
import { PROFILE_SECTIONS } from '../profile-texts.ts';
import { ProfileStepper } from './profile-stepper.tsx';

/**
 * The loading page in the loaded page's boxes (same classes, fixed heights): header, stepper, the four
 * section bars with the first one open on its five view rows, so nothing moves when the data arrives.
 */
export function ProfileSkeleton() {
  return (
    // inert: the stand-in stepper's buttons are neither focusable nor announced.
    <div aria-hidden="true" inert className="profile-skeleton">
      <div className="profile-header">
        <Skeleton circle height={PROFILE_AVATAR_RING_PX} width={PROFILE_AVATAR_RING_PX} />
        <div className="profile-header__text">
          <Skeleton className="profile-header__name" height={28} width="60%" />
          <Skeleton className="profile-header__line" height={16} width={140} />
          <Skeleton className="profile-header__line" height={16} width={180} />
          <Skeleton className="profile-header__line" height={16} width={160} />
        </div>
      </div>
      {/* The real stepper (its texts are fixed), so its height is the loaded one at every width. */}
      <ProfileStepper active={0} completed={[]} isPhotoMissing={false} onSelect={() => {}} />
      <ProfileSectionsSkeleton />
    </div>
  );
}

/** The four section bars, the first open on its view rows: the loading page's, and the loaded page's
 * until the sections' chunk is in (profile-content.tsx). */
export function ProfileSectionsSkeleton() {
  return (
    <div aria-hidden="true" className="profile-skeleton">
      <div className="profile-sections">
        {PROFILE_SECTIONS.map((section, index) => (
          <div key={section.id} className="profile-section profile-skeleton__section">
            <Skeleton height={24} width="45%" />
            {index === 0 && (
              <div className="profile-view">
                {[1, 2, 3, 4, 5].map((row) => (
                  <div key={row} className="profile-view__item">
                    <Skeleton height={14} width="40%" mb={6} />
                    <Skeleton height={18} width="70%" />
                  </div>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
