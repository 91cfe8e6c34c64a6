import { randomUUID } from 'node:crypto';
import type { TOnboardingDetails } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { intakes } from '../../src/schema/index.ts';

/**
 * An intake of our own, so the tests do not depend on what the seed holds: by default one that
 * starts a year from now, so it stays on offer whenever the tests run.
 */
export async function insertIntake(app: FastifyInstance, startDate = isoDateInDays(365)): Promise<number> {
  const [row] = await app.db
    .insert(intakes)
    .values({ name: `Test intake ${randomUUID()}`, startDate })
    .returning({ id: intakes.id });
  if (!row) throw new Error('intake insert returned nothing');
  return row.id;
}

export function validDetails(intakeId: number): TOnboardingDetails {
  return {
    country: ['UK', 'Canada'],
    studyLevel: 'Postgraduate',
    fieldOfStudy: ['Computer Science & IT', 'Engineering'],
    intakeId,
    languageTest: 'IELTS',
    languageScore: '7.5',
    currentEducation: 'Undergraduate',
    passingYear: 2022,
    passportStatus: 'ISSUED',
    fundingPath: 'Self-Funding',
    budget: '20-30 lakh',
  };
}

export function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
