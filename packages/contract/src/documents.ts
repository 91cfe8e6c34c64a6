import { z } from 'zod';
import { ZApplicationDocumentType, ZDocumentStatus, ZDocumentType } from './enums.ts';

/** §3 Student document as listed; the download call adds a temporary URL. */
export const ZStudentDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZDocumentType,
  status: ZDocumentStatus,
  remarks: z.string(),
});
export type TStudentDocument = z.infer<typeof ZStudentDocument>;

export const ZDocumentDownload = z.object({ tempURL: z.string() });
export type TDocumentDownload = z.infer<typeof ZDocumentDownload>;

/** §3 Conditional documents of an application: the types an offer asks for. */
export const ZConditionalDocument = z.object({ id: z.number().int(), type: z.string() });
export type TConditionalDocument = z.infer<typeof ZConditionalDocument>;

export const ZApplicationDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZApplicationDocumentType,
  status: ZDocumentStatus,
});
export type TApplicationDocument = z.infer<typeof ZApplicationDocument>;
