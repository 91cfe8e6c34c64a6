import { Anchor, Text } from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, type TStaffQueue } from '@portal/contract';
import { Link } from 'react-router';
import { formatStaffDateTime } from '../../../components/staff-format.ts';
import { documentHref, StudentLink } from '../../../components/student-link.tsx';
import { QUEUE_TEXTS } from '../queue-texts.ts';

type TDocuments = TStaffQueue['documentsToReview']['items'];

/** Documents waiting for a verdict, oldest first: who, which document, when uploaded, and Review. */
export function DocumentsList({ documents }: { documents: TDocuments }) {
  return (
    <ul className="queue-list">
      {documents.map((document) => {
        const labelId = `queue-document-${document.documentId}`;
        return (
          <li key={document.documentId} className="queue-item">
            <div className="queue-item__main">
              <Text fw={600} id={labelId}>
                {DOCUMENT_TYPE_LABELS[document.type]}
              </Text>
              <StudentLink studentId={document.studentId} name={document.studentName} />
              <Text size="sm" c="gray.7">
                {QUEUE_TEXTS.uploaded(formatStaffDateTime(document.uploadedAt))}
              </Text>
            </div>
            <Anchor
              component={Link}
              to={documentHref(document.studentId, document.type)}
              aria-describedby={labelId}
            >
              {QUEUE_TEXTS.review}
            </Anchor>
          </li>
        );
      })}
    </ul>
  );
}
