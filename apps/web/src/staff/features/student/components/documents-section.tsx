import { Text, Title } from '@mantine/core';
import type { TAcademicEntry, TStudentDocument } from '@portal/contract';
import { useMemo, useRef, useState } from 'react';
import { profileDocumentGroupsOf } from '../../../../components/documents/document-groups.ts';
import { DocumentSlot } from '../../../../components/documents/document-slot-context.tsx';
import { documentAnchorId } from '../../../components/student-link.tsx';
import { useReviewDocument } from '../api/review-document.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { ReviewButtons } from './review-buttons.tsx';
import { ReviewDialog, type TReviewTarget, type TReviewVerdict } from './review-dialog.tsx';
import { StudentSection } from './student-section.tsx';

/**
 * Every document of the student under the profile's own groups and names (the very slots /profile and the
 * journey show: status, remark, Preview, earlier versions), each uploaded one with Accept / Reject /
 * Exempt, which open one review dialog.
 */
export function DocumentsSection({
  studentId,
  records,
}: {
  studentId: number;
  records: readonly TAcademicEntry[];
}) {
  const groups = useMemo(() => profileDocumentGroupsOf(records), [records]);
  const [target, setTarget] = useState<TReviewTarget | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const openings = useRef(0);
  const openReview = (label: string) => (document: TStudentDocument, verdict: TReviewVerdict) => {
    openings.current += 1;
    setTarget({ documentId: document.id, label, verdict, opening: openings.current });
    setIsOpen(true);
  };
  return (
    <StudentSection id="documents" title="Documents">
      <Text size="sm" c="dimmed">
        {TEXTS.documentsHint}
      </Text>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Title order={3} size="h4" mb="xs">
            {group.title}
          </Title>
          <div className="student-documents">
            {group.types.map((type) => (
              // The queue's Review link lands here (#document-TYPE); tabIndex -1 takes the focus with it.
              <div key={type} id={documentAnchorId(type)} tabIndex={-1} className="student-document-anchor">
                <DocumentSlot
                  type={type}
                  studentId={studentId}
                  actions={(document, label) => (
                    <ReviewButtons onReview={(verdict) => openReview(label)(document, verdict)} />
                  )}
                />
              </div>
            ))}
          </div>
        </section>
      ))}
      <ReviewDialog
        studentId={studentId}
        target={target}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        useReview={useReviewDocument}
      />
    </StudentSection>
  );
}
