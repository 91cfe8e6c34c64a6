import { randomUUID } from 'node:crypto';
import type { TOnboardingDetails } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { intakes } from '../../src/db/schema/index.ts';

/** An intake of our own, so the tests do not depend on what the seed holds. */
export async function insertIntake(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .insert(intakes)
    .values({ name: `Test intake ${randomUUID()}`, startDate: '2027-09-01' })
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
