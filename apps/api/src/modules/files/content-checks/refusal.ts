import type { UPLOAD_MESSAGES } from '@portal/contract';

/**
 * A check's verdict as the name of its message in UPLOAD_MESSAGES: the checker thread answers with
 * the name only, so it need not load the contract package (it starts faster and stays small).
 */
export type TCheckRefusal = Extract<
  keyof typeof UPLOAD_MESSAGES,
  'pdfNotValid' | 'pdfPassword' | 'pdfActiveContent' | 'pdfAttachments' | 'docNotValid' | 'docActiveContent'
>;
