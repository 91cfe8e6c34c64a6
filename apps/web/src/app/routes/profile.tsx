import { DocumentSlotProvider } from '../../components/documents/document-slot-context.tsx';
import { DocumentSlot } from '../../features/documents/components/document-slot.tsx';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** §2 Profile (/profile): the student's profile in four sections (features/profile) with their documents. */
export default function ProfileRoute() {
  return (
    <DocumentSlotProvider slot={DocumentSlot}>
      <ProfilePage />
    </DocumentSlotProvider>
  );
}
