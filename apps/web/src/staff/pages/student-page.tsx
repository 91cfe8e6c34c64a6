import { DocumentSlotProvider } from '../../components/documents/document-slot-context.tsx';
import { DocumentSlot } from '../../features/documents/components/document-slot.tsx';
import { MessagesSlotProvider } from '../components/messages-slot.tsx';
import { PostOfferSlotProvider } from '../components/post-offer-slot.tsx';
import { StaffMessageThread } from '../features/messages/components/staff-message-thread.tsx';
import { PostOfferPanel } from '../features/post-offer/components/post-offer-panel.tsx';
import { StudentPage } from '../features/student/components/student-page.tsx';

/**
 * The console's student page with the student app's document slots composed in (features/documents),
 * as the profile's route module does: the one place the wing takes a student feature. The offered
 * applications' "After the offer" panels (staff/features/post-offer) and the student's message thread
 * (staff/features/messages) are composed in the same way.
 */
export function StaffStudentPage() {
  return (
    <DocumentSlotProvider slot={DocumentSlot}>
      <PostOfferSlotProvider panel={PostOfferPanel}>
        <MessagesSlotProvider thread={StaffMessageThread}>
          <StudentPage />
        </MessagesSlotProvider>
      </PostOfferSlotProvider>
    </DocumentSlotProvider>
  );
}
