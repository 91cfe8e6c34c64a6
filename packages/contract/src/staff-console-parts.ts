// Building blocks shared by the staff console's topic files. Not re-exported from index.ts: they are
// pieces of the published shapes, not shapes of their own.
import { z } from 'zod';

/** A "true" / "false" query flag, read as a boolean. */
export const ZBooleanFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');

/** Who a queue entry or board card is about. */
export const ZStudentRef = { studentId: z.number().int(), studentName: z.string(), referenceId: z.string() };
