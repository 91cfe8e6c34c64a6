import { Route, Routes } from 'react-router';
import { StaffNotFound } from '../../components/staff/staff-not-found.tsx';
import { lazyScreen } from '../lazy-screen.ts';
import { StaffShell } from '../staff-shell.tsx';

// Each console page is a chunk of its own (app/staff-pages), loaded on first visit.
const QueuePage = lazyScreen(() => import('../staff-pages/queue.tsx'));
const StudentsPage = lazyScreen(() => import('../staff-pages/students.tsx'));
const StudentPage = lazyScreen(() => import('../staff-pages/student.tsx'));
const ApplicationsPage = lazyScreen(() => import('../staff-pages/applications.tsx'));
const TeamPage = lazyScreen(() => import('../staff-pages/team.tsx'));
const AuditPage = lazyScreen(() => import('../staff-pages/audit.tsx'));
const ReceiptPage = lazyScreen(() => import('../staff-pages/receipt.tsx'));

/**
 * The staff console (issue 14) under /staff/*, for counsellors and admins (StaffOnly in router.tsx).
 * Paths are lib/staff-paths.ts's, relative to /staff here. The receipt prints without the console frame.
 */
export default function StaffRoute() {
  return (
    <Routes>
      <Route path="receipts/:paymentId" element={<ReceiptPage />} />
      <Route element={<StaffShell />}>
        <Route index element={<QueuePage />} />
        <Route path="students" element={<StudentsPage />} />
        <Route path="students/:studentId" element={<StudentPage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
    </Routes>
  );
}
