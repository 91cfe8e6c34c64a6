import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** §2 Profile (/profile): the student's profile in four sections (features/profile). */
export default function ProfileRoute() {
  return <ProfilePage />;
}
