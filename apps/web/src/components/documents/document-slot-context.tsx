import type { TDocumentType, TStudentDocument } from '@portal/contract';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type TDocumentSlotProps = {
  /** The §3 type this slot holds. */
  type: TDocumentType;
  /** Visible label; DOCUMENT_TYPE_LABELS[type] by default. */
  label?: string;
  /** Staff views name the student and cannot upload. */
  studentId?: number;
  /** What staff may do with the current document (the console's review buttons), beside Preview. */
  actions?: (document: TStudentDocument, label: string) => ReactNode;
};

/** The document slot component (features/documents): its status, preview, upload and earlier versions. */
export type TDocumentSlot = ComponentType<TDocumentSlotProps>;

const DocumentSlotContext = createContext<TDocumentSlot | null>(null);

export const DOCUMENT_SLOT_OUTSIDE_PROVIDER =
  'useDocumentSlot needs a <DocumentSlotProvider>: the route module of the screen provides features/documents.';

export type TDocumentSlotProviderProps = { slot: TDocumentSlot; children: ReactNode };

/**
 * The screens that show a student's documents (profile, application journey, the console's student page)
 * are features, and features do not import each other: their route module passes the documents feature's
 * slot in here, and the screen draws it with useDocumentSlot().
 */
export function DocumentSlotProvider({ slot, children }: TDocumentSlotProviderProps) {
  return <DocumentSlotContext value={slot}>{children}</DocumentSlotContext>;
}

/** The slot component the route provided. */
export function useDocumentSlot(): TDocumentSlot {
  const slot = useContext(DocumentSlotContext);
  if (!slot) throw new Error(DOCUMENT_SLOT_OUTSIDE_PROVIDER);
  return slot;
}

/** Draws the slot the route provided (features/documents' DocumentSlot) with these props. */
export function DocumentSlot(props: TDocumentSlotProps) {
  const Slot = useDocumentSlot();
  return <Slot {...props} />;
}
