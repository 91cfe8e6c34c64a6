import { StudentsPage } from '../../features/staff-students/components/students-page.tsx';

export default function StaffStudentsPageRoute() {
  return <StudentsPage />;
}
