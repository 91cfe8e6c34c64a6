import type { TDatabase } from '../client.ts';

/** Fills an empty catalogue (universities, courses, intakes, events). Placeholder until the seed lands. */
export async function seedIfEmpty(_database: TDatabase): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
