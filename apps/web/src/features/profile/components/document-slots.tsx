import type { TDocumentType } from '@portal/contract';
import { DocumentSlot } from '../../../components/documents/document-slot-context.tsx';

/** A block's document slots (UI contract); uploading works in view and edit mode alike. */
export function DocumentSlots({ types }: { types: readonly TDocumentType[] }) {
  if (types.length === 0) return null;
  return (
    <div className="profile-documents">
      {types.map((type) => (
        <DocumentSlot key={type} type={type} />
      ))}
    </div>
  );
}
