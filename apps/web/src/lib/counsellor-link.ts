import { PATHS } from './paths.ts';

/**
 * The link every screen that tells the student to contact their counsellor puts beside that sentence
 * (payment, shortlist, counselling): their card with call, WhatsApp and messages at /counsellor.
 */
export const COUNSELLOR_LINK = {
  to: PATHS.counsellor,
  label: 'How to reach your counsellor',
} as const;
