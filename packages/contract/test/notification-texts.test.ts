import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TOPIC_OF,
  notificationText,
  SMS_MAX_LENGTH,
  sessionWhen,
  type TNotificationEvent,
  ZNotificationEvent,
} from '../src/index.ts';

const longName = 'Ananya Krishnamurthy Venkataraghavan Subramaniam Iyer';
const longCourse =
  'MSc Advanced Computer Science with Artificial Intelligence and Machine Learning (Industrial Placement)';
const longUniversity = 'The London School of Economics and Political Science, University of London';
const longReason = 'The scan is cut off at the bottom and the seal of the board is not readable. '
  .repeat(4)
  .trim();
const session = { bookingId: 7, date: '2026-12-07', time: '10:30' };
const application = { applicationId: 3, courseName: longCourse, universityName: longUniversity };
const student = { studentId: 9, studentName: longName };

/** One event per kind, with the longest params a real row can hold. */
const worstCases: TNotificationEvent[] = [
  { kind: 'DOCUMENT_ACCEPTED', params: { documentType: 'HSC' } },
  { kind: 'DOCUMENT_REJECTED', params: { documentType: 'SSC', reason: longReason } },
  { kind: 'SESSION_BOOKED', params: session },
  { kind: 'SESSION_RESCHEDULED', params: session },
  { kind: 'SESSION_CANCELLED', params: session },
  { kind: 'SESSION_COMPLETED', params: session },
  { kind: 'SESSION_REMINDER', params: { ...session, hoursBefore: 24 } },
  { kind: 'PAYMENT_RECORDED', params: { paymentId: 1, amount: 12_345_678.5, currency: 'INR' } },
  { kind: 'APPLICATION_STATUS_CHANGED', params: { ...application, status: 'UNCONDITIONAL_OFFER_RECEIVED' } },
  { kind: 'OFFER_LETTER_POSTED', params: { ...application, offer: 'UNCONDITIONAL' } },
  {
    kind: 'CONDITIONAL_DOCUMENTS_REQUESTED',
    params: { ...application, documentTypes: ['PASSPORT', 'SSC', 'IELTS'] },
  },
  {
    kind: 'JOURNEY_UPDATED',
    params: { ...application, stage: 'VISA', statusLine: longReason.slice(0, 200) },
  },
  { kind: 'STAFF_DOCUMENT_UPLOADED', params: { ...student, documentType: 'PASSPORT' } },
  { kind: 'STAFF_SESSION_CHANGED', params: { ...student, ...session, change: 'RESCHEDULED' } },
  { kind: 'STAFF_STUDENT_CHANGE', params: { ...student, change: 'APPLIED', courseName: longCourse } },
  { kind: 'MESSAGE_RECEIVED', params: { senderName: longName } },
  { kind: 'STAFF_MESSAGE_RECEIVED', params: student },
];

describe('notification texts', () => {
  it('cover every kind once', () => {
    expect(worstCases.map((event) => event.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_TOPIC_OF[kind]).toBeDefined();
  });

  it.each(worstCases)('$kind has a title, a body and an SMS within one text message', (event) => {
    expect(ZNotificationEvent.parse(event)).toEqual(event);
    const text = notificationText(event);
    expect(text.title.length).toBeGreaterThan(0);
    expect(text.body.length).toBeGreaterThan(text.title.length / 2);
    expect(text.sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    for (const words of [text.title, text.body, text.sms]) {
      expect(words).not.toMatch(/undefined|null|NaN|\[object/);
      expect(words).not.toMatch(/https?:\/\//);
    }
  });

  it('names documents as students read them, never by their code', () => {
    const text = notificationText({
      kind: 'DOCUMENT_REJECTED',
      params: { documentType: 'SSC', reason: 'Blurred.' },
    });
    expect(text.title).toContain('10th');
    expect(text.body).toContain('Blurred.');
  });

  it('says a session time with its weekday in India time', () => {
    expect(sessionWhen('2026-12-07', '10:30')).toBe('Mon 7 Dec, 10:30 IST');
  });
});
