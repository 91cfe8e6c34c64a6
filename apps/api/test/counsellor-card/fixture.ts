import type { TContactCardBody } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, counsellingBookings, staffContactCards, users } from '../../src/schema/index.ts';

type TWho = { headers: { authorization: string } };

/** What the counsellor-card tests share: the calls, a full card, and readers of what a call left. */
export const putCard = (app: FastifyInstance, who: TWho, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/staff/me/contact-card', headers: who.headers, payload });
export const getCard = (app: FastifyInstance, who: TWho) =>
  app.inject({ method: 'GET', url: '/api/staff/me/contact-card', headers: who.headers });
export const getCounsellor = (app: FastifyInstance, who: TWho) =>
  app.inject({ method: 'GET', url: '/api/student/counsellor', headers: who.headers });

export const fullCard = {
  showSignInNumber: false,
  displayPhone: '98450 12345',
  whatsappNumber: null,
  workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  hoursFrom: '09:30',
  hoursTo: '18:00',
  meetingLink: 'https://meet.example.com/abc-defg-hij',
} satisfies TContactCardBody;

/** Gives a student a counsellor (or none) directly, as the round-robin or an admin would. */
export const assign = (app: FastifyInstance, studentId: number, counsellorId: number | null) =>
  app.db.update(users).set({ assignedCounsellorId: counsellorId }).where(eq(users.id, studentId));

export const rename = (app: FastifyInstance, id: number, name: string) =>
  app.db.update(users).set({ name }).where(eq(users.id, id));

export const book = (app: FastifyInstance, studentId: number, date: string, time: string) =>
  app.db.insert(counsellingBookings).values({ studentId, date, time, topics: ['Visa'] });

/** The card row and the audit entries about the staff account: what a refused save must leave as it was. */
export const cardSnapshot = async (app: FastifyInstance, staffId: number) => ({
  card: await app.db.select().from(staffContactCards).where(eq(staffContactCards.staffId, staffId)),
  audit: await app.db.select().from(auditLog).where(eq(auditLog.actorId, staffId)).orderBy(asc(auditLog.id)),
});
