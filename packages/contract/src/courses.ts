import { z } from 'zod';
import { ZCountry, ZFieldOfStudy, ZStudyLevel } from './enums.ts';

export const ZUniversity = z.object({
  id: z.number().int(),
  name: z.string(),
  country: ZCountry,
  imageUrl: z.string(),
  iconUrl: z.string(),
});
export type TUniversity = z.infer<typeof ZUniversity>;

/** §3 Course, always sent with its university. */
export const ZCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  country: ZCountry,
  campus: z.string(),
  intake: z.string(),
  /** Raw number as published (the card shows it as is); null when unknown ('N/A' on the detail screen). */
  fees: z.number().int().nullable(),
  duration: z.string(),
  link: z.string(),
  overview: z.string(),
  entryRequirements: z.string(),
  level: ZStudyLevel,
  category: ZFieldOfStudy,
  studyMode: z.string(),
  ucasCode: z.string().nullable(),
  university: ZUniversity,
});
export type TCourse = z.infer<typeof ZCourse>;
