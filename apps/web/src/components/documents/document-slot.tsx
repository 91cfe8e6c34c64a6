import { DOCUMENT_TYPE_LABELS, type TDocumentType } from '@portal/contract';
import { useStudentDocuments } from '../../lib/api/get-student-documents.ts';

export type TDocumentSlotProps = {
  /** The §3 type this slot holds. */
  type: TDocumentType;
  /** Visible label; DOCUMENT_TYPE_LABELS[type] by default. */
  label?: string;
  /** Staff views (issue 14) name the student and cannot upload. */
  studentId?: number;
};

/**
 * One document of the student inside a profile section: status, remark, preview, upload.
 * PLACEHOLDER until the documents work lands (it replaces this body, keeping the props).
 */
export function DocumentSlot({ type, label, studentId }: TDocumentSlotProps) {
  const { data } = useStudentDocuments(studentId);
  const document = data?.find((candidate) => candidate.type === type);
  return (
    <div>
      {label ?? DOCUMENT_TYPE_LABELS[type]}: {document ? document.status : 'Not uploaded'}
    </div>
  );
}
