import { type TFileKind, UPLOAD_MESSAGES } from '@portal/contract';
import { badRequest } from '../../../lib/app-error.ts';
import { docxRefusal } from './docx.ts';
import { imageRefusal } from './image.ts';
import { refusalInWorker, type TWorkerLimits, warmUpChecker } from './worker-host.ts';

export { PhotoRefusal, reencodePhoto } from './image.ts';

/**
 * The second look at a staged upload, once its magic bytes named its kind: the whole file parsed
 * by a real parser of that kind, and refused (400, the student's message) when it does not parse
 * or holds something that runs, or fetches from outside, when staff open it.
 */
export async function checkContent(filePath: string, kind: TFileKind, limits?: TWorkerLimits): Promise<void> {
  const refusal = await refusalOf(filePath, kind, limits);
  if (refusal) throw badRequest(refusal);
}

/** Called as a file named .pdf or .doc starts streaming in: its checker thread gets ready meanwhile. */
export function prepareCheckFor(extension: string): void {
  if (extension === 'pdf' || extension === 'doc') warmUpChecker();
}

function refusalOf(filePath: string, kind: TFileKind, limits?: TWorkerLimits): Promise<string | null> {
  switch (kind) {
    case 'png':
    case 'jpeg':
      return imageRefusal(filePath, kind);
    case 'docx':
      return docxRefusal(filePath);
    case 'pdf':
    case 'doc':
      return refusalInWorker({ kind, path: filePath }, UPLOAD_MESSAGES.fileTooComplex, limits);
  }
}
