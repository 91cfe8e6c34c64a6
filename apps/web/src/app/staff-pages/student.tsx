import { StudentPage } from '../../features/staff-student/components/student-page.tsx';

export default function StaffStudentPageRoute() {
  return <StudentPage />;
}
