import { DocumentSlotProvider } from '../../components/documents/document-slot-context.tsx';
import { DocumentSlot } from '../../features/documents/components/document-slot.tsx';
import { StudentPage } from '../features/student/components/student-page.tsx';

/**
 * The console's student page with the student app's document slots composed in (features/documents),
 * as the profile's route module does: the one place the wing takes a student feature.
 */
export function StaffStudentPage() {
  return (
    <DocumentSlotProvider slot={DocumentSlot}>
      <StudentPage />
    </DocumentSlotProvider>
  );
}
