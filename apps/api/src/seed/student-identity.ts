import { COUNSELLING_TOPIC_IDS, type TPaymentMode } from '@portal/contract';
import type { TRandom } from '../lib/prng.ts';
import { GIVEN_NAMES, SURNAMES } from './student-names.ts';

/** Who a generated student is: number, reference id, name, and the texts of their journey's rows. */

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_SPACE = 32 ** 6;

/**
 * A mobile number per student number, never repeated: the first digit cycles 7-9 (6 is left to the
 * seeded counsellors) and the other nine are an affine permutation of 0..10^9-1.
 */
export function seededMobileNumber(index: number): string {
  const first = '789'[index % 3];
  const rest = (Math.floor(index / 3) * 7919 + 104_729) % 1_000_000_000;
  return `${first}${String(rest).padStart(9, '0')}`;
}

/** SAyy-XXXXXX as sign-up makes them, the suffix a permutation of the student number (unique). */
export function referenceIdOf(index: number, createdAt: Date): string {
  let value = Number((BigInt(index) * 1_103_515_245n + 12_345n) % BigInt(REFERENCE_SPACE));
  let suffix = '';
  for (let i = 0; i < 6; i++) {
    suffix = REFERENCE_ALPHABET[value % 32] + suffix;
    value = Math.floor(value / 32);
  }
  return `SA${String(createdAt.getUTCFullYear()).slice(2)}-${suffix}`;
}

export function nameOf(random: TRandom): string {
  // Some students never finished onboarding: no name yet.
  if (random.chance(0.03)) return '';
  const given = random.pick(GIVEN_NAMES);
  return random.chance(0.06)
    ? `${given} ${random.pick(GIVEN_NAMES)} ${random.pick(SURNAMES)}`
    : `${given} ${random.pick(SURNAMES)}`;
}

export function topicsOf(random: TRandom): string[] {
  const first = random.int(0, COUNSELLING_TOPIC_IDS.length - 1);
  const count = random.int(1, 3);
  return Array.from(
    { length: count },
    (_, i) => COUNSELLING_TOPIC_IDS[(first + i) % COUNSELLING_TOPIC_IDS.length] as string,
  );
}

export function paymentReferenceOf(mode: TPaymentMode, random: TRandom): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  if (mode === 'CASH') return '';
  if (mode === 'UPI' || mode === 'BANK_TRANSFER') return `UTR${digits(12)}`;
  if (mode === 'CARD') return `CARD-${digits(6)}`;
  return `CHQ ${digits(6)}`;
}
