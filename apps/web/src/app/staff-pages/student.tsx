import { DocumentSlotProvider } from '../../components/documents/document-slot-context.tsx';
import { DocumentSlot } from '../../features/documents/components/document-slot.tsx';
import { StudentPage } from '../../features/staff-student/components/student-page.tsx';

export default function StaffStudentPageRoute() {
  return (
    <DocumentSlotProvider slot={DocumentSlot}>
      <StudentPage />
    </DocumentSlotProvider>
  );
}
