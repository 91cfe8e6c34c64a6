import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { studentDocumentsQuery } from '../../../../lib/api/get-student-documents.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { useStaffTitle } from '../../../components/use-staff-title.ts';
import { STAFF_PATHS } from '../../../lib/staff-paths.ts';
import { useStudentDetail } from '../api/get-student-detail.ts';
import { useAuditFollowsStudent } from '../hooks/use-audit-follows-student.ts';
import { useScrollToHash } from '../hooks/use-scroll-to-hash.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { ApplicationsSection } from './applications-section.tsx';
import { AuditTrailSection } from './audit-trail-section.tsx';
import { CounsellingSection } from './counselling-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { MessagesSection } from './messages-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { PageNav } from './page-nav.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ShortlistSection } from './shortlist-section.tsx';
import { StudentHeader } from './student-header.tsx';
import { StudentPageSkeleton } from './student-page-skeleton.tsx';
import { StudyPlanSection } from './study-plan-section.tsx';
import './student-page.css';

/** A student id as the address has it: a positive whole number, else null. */
export function studentIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /staff/students/:studentId (UI contract): one student, everything staff do for them. */
export function StudentPage() {
  const studentId = studentIdOf(useParams().studentId);
  if (studentId === null) return <StudentNotFound message={TEXTS.invalidId} />;
  // A new student is a new page: no state (paging, dialogs, the previous page's data) carries over.
  return <StudentPageOf key={studentId} studentId={studentId} />;
}

function StudentNotFound({ message }: { message: string }) {
  useStaffTitle(TEXTS.notFound);
  return (
    <Stack gap="sm" align="flex-start">
      <h1>{TEXTS.notFound}</h1>
      {message !== TEXTS.notFound && <Text>{message}</Text>}
      <Anchor component={Link} to={STAFF_PATHS.students}>
        {TEXTS.backToStudents}
      </Anchor>
    </Stack>
  );
}

function StudentPageOf({ studentId }: { studentId: number }) {
  const detail = useStudentDetail(studentId);
  const documents = useQuery(studentDocumentsQuery(studentId));
  const name = detail.data ? detail.data.account.name.trim() || TEXTS.unnamed : TEXTS.pageTitleLoading;
  useStaffTitle(name);
  useAuditFollowsStudent(studentId, detail.dataUpdatedAt);
  // The documents' slots (their list) set the height of what follows: land on a section once both are in.
  useScrollToHash(detail.isSuccess && !documents.isPending);

  const student = detail.data;
  if (!student) {
    if (detail.isPending) return <StudentPageSkeleton />;
    if (detail.error instanceof ApiError && detail.error.httpStatus === 404) {
      return <StudentNotFound message={TEXTS.notFound} />;
    }
    return (
      <LoadFailedAlert
        title={TEXTS.loadFailed}
        retryLabel={TEXTS.tryAgain}
        onRetry={() => detail.refetch()}
      />
    );
  }
  return (
    <div className="student-page">
      <div className="student-page__main">
        <StudentHeader account={student.account} />
        <StudyPlanSection studentId={studentId} name={student.account.name} />
        <ProfileSection profile={student.profile} />
        <DocumentsSection studentId={studentId} records={student.profile.additionalDocuments} />
        <CounsellingSection detail={student} />
        <ShortlistSection detail={student} />
        <PaymentsSection detail={student} />
        <ApplicationsSection detail={student} />
        <MessagesSection studentId={studentId} studentName={name} />
        <NotesSection studentId={studentId} />
        <AuditTrailSection studentId={studentId} />
      </div>
      <PageNav />
    </div>
  );
}
