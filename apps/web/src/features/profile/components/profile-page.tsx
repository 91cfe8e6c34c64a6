import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCanOpenDashboard } from '../../../lib/api/get-dashboard.ts';
import { profilePhotoQuery } from '../../../lib/api/get-profile-photo.ts';
import { useStudentDocuments } from '../../../lib/api/get-student-documents.ts';
import { PATHS } from '../../../lib/paths.ts';
import { studentProfileQuery } from '../../../lib/student-profile-query.ts';
import { ProfilePhotoViews } from '../photo/profile-photo-views.tsx';
import { PROFILE_TEXTS } from '../profile-texts.ts';
import { ProfileBreadcrumb } from './profile-breadcrumb.tsx';
import { ProfileContent } from './profile-content.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';
// The view rows' styles too: the skeleton draws them before the sections' chunk (which imports them) is in.
import '../../../components/profile-view/profile-view.css';
import './profile.css';

/**
 * §2 Profile (/profile). Its reads start together on the first render (one round): the profile, the
 * documents list (the slots and the passport step read it) and the counselling flag (the Home links).
 * The photo is asked at the same time, not after the profile says there is one: it is this page's largest
 * paint, and a second round of requests put it ~0.8 s later on a slow phone (a student without one gets a
 * 404, which is an answer). A failed profile read is logged only (§8) and the page offers Try again; a
 * failed documents read leaves every slot "not uploaded".
 */
export function ProfilePage() {
  const profile = useQuery(studentProfileQuery());
  const documents = useStudentDocuments();
  useQuery(profilePhotoQuery());
  const homeTo = useCanOpenDashboard() ? PATHS.dashboard : PATHS.courses;
  const isLoading = !profile.data || documents.isPending;

  return (
    <ProfilePhotoViews>
      {(openUpload) => (
        <Stack gap="lg" className="profile-page">
          <ProfileBreadcrumb homeTo={homeTo} />
          {profile.isError && !profile.data ? (
            <div role="alert" className="profile-error">
              <Text>{PROFILE_TEXTS.loadFailed}</Text>
              <Button variant="light" onClick={() => void profile.refetch()} loading={profile.isFetching}>
                {PROFILE_TEXTS.tryAgain}
              </Button>
            </div>
          ) : isLoading || !profile.data ? (
            <div aria-busy="true">
              {/* The skeleton is hidden from assistive technology: this says what it stands for. */}
              {/* The name, the page's heading, is not known yet: the loading line stands in for it. */}
              <VisuallyHidden role="status">
                <h1>{PROFILE_TEXTS.loading}</h1>
              </VisuallyHidden>
              <ProfileSkeleton />
            </div>
          ) : (
            <ProfileContent
              profile={profile.data}
              documents={documents.data ?? []}
              homeTo={homeTo}
              onEditPhoto={openUpload}
            />
          )}
        </Stack>
      )}
    </ProfilePhotoViews>
  );
}
