import type { TJourneyDocumentType } from '@portal/contract';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type TJourneyUploadProps = {
  /** The journey document type the file is for (a profile type is uploaded in My Profile). */
  type: TJourneyDocumentType;
  /** The application the document belongs to (sent as the upload's `applicationId`). */
  applicationId: number;
  /** Visible name of the document ("Tuition deposit receipt", "CAS letter"). */
  label: string;
  /** Whether a document of this type is already there: the button then says Replace / Upload a new version. */
  current?: { status: string } | null;
  /** After the server has the file: the screen refreshes what it shows. */
  onUploaded?: () => void;
};

/** The documents feature's upload control for one application's document. */
export type TJourneyUpload = ComponentType<TJourneyUploadProps>;

const JourneyUploadContext = createContext<TJourneyUpload | null>(null);

export const JOURNEY_UPLOAD_OUTSIDE_PROVIDER =
  'useJourneyUpload needs a <JourneyUploadProvider>: the route module of the screen provides features/documents.';

/**
 * The post-offer screen is a feature and features do not import each other: its route module passes the
 * documents feature's upload in here (one upload path, the documents module's), as DocumentSlotProvider does.
 */
export function JourneyUploadProvider({ upload, children }: { upload: TJourneyUpload; children: ReactNode }) {
  return <JourneyUploadContext value={upload}>{children}</JourneyUploadContext>;
}

/** Draws the upload the route provided with these props. */
export function JourneyUpload(props: TJourneyUploadProps) {
  const Upload = useContext(JourneyUploadContext);
  if (!Upload) throw new Error(JOURNEY_UPLOAD_OUTSIDE_PROVIDER);
  return <Upload {...props} />;
}
