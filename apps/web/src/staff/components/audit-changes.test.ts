import { describe, expect, it } from 'vitest';
import { auditChangeLines, humanize } from './audit-changes.ts';

const textsOf = (entityType: string, before: unknown, after: unknown) =>
  auditChangeLines({ entityType, before, after }).map((line) => line.text);

// The snapshots the API writes today (apps/api/src/modules/**), one row per kind of change.
describe('what an audit entry changed, in plain words', () => {
  it.each([
    [
      'a document review',
      'STUDENT_DOCUMENT',
      { status: 'UPLOADED', remarks: '' },
      { status: 'REJECTED', remarks: 'Pages are missing.' },
      ['Status changed from Uploaded to Rejected', 'Remark: “Pages are missing.”'],
    ],
    [
      'a payment',
      'PAYMENT',
      { totalPaid: 0, isPaid: false },
      { amount: 2000, mode: 'UPI', reference: 'UTR1234', totalPaid: 2000, isPaid: false },
      ['Amount: ₹2,000', 'Mode: UPI', 'Reference: “UTR1234”', 'Paid so far changed from ₹0 to ₹2,000'],
    ],
    [
      'an application moving on',
      'application',
      { status: 'APPLIED', courseId: 12 },
      { status: 'UNDER_REVIEW', courseId: 12, shortlistStatus: 'APPLIED' },
      [
        'Status changed from Application Submitted to Application Under Review',
        'Course: #12',
        'Shortlist status: Applied',
      ],
    ],
    [
      'an expert choice',
      'SHORTLIST_ENTRY',
      { courseId: 4, status: 'STUDENT_CHOICE' },
      { courseId: 4, status: 'EXPERT_CHOICE' },
      ['Course: #4', 'Status changed from Student choice to Expert choice'],
    ],
    [
      'conditional documents asked for',
      'application',
      { types: [] },
      { types: ['PASSPORT', 'IELTS'] },
      ['Documents asked for: Passport, IELTS'],
    ],
    [
      'a removed upload (internal file ids left out)',
      'application',
      { documentId: 9, type: 'STATEMENT_OF_PURPOSE', name: 'sop.pdf', fileId: 'f-1' },
      null,
      ['Document was #9', 'Document type was Statement of purpose', 'File was “sop.pdf”'],
    ],
    [
      'one more application allowed after the opt-out limit',
      'EXTRA_APPLICATION',
      null,
      {
        course: { id: 12, name: 'MSc Data Science' },
        university: { name: 'University of Leeds' },
        optOuts: 3,
        reason: 'Visa delay',
      },
      [
        'Course: MSc Data Science',
        'University: University of Leeds',
        'Opt-outs so far: 3',
        'Reason: “Visa delay”',
      ],
    ],
    [
      'a reassignment',
      'STUDENT',
      { counsellor: null },
      { counsellor: { id: 3, name: 'Priya Nair' } },
      ['Counsellor: Priya Nair'],
    ],
    [
      'a role change',
      'STAFF_ACCOUNT',
      { role: 'COUNSELLOR' },
      { role: 'ADMIN' },
      ['Role changed from Counsellor to Admin'],
    ],
    [
      'a staff account added (name is the person)',
      'STAFF_ACCOUNT',
      null,
      { mobileNumber: '9876543210', name: 'ANIL KUMAR', role: 'COUNSELLOR' },
      ['Mobile number: “9876543210”', 'Name: “ANIL KUMAR”', 'Role: Counsellor'],
    ],
    [
      'a not-eligible verdict (the reason verbatim)',
      'SHORTLIST_ENTRY',
      { courseId: 7, status: 'EXPERT_CHOICE', reason: null },
      { courseId: 7, status: 'NOT_ELIGIBLE', reason: 'NO_GRE score' },
      ['Course: #7', 'Status changed from Expert choice to Not eligible', 'Reason: “NO_GRE score”'],
    ],
    ['nothing recorded', 'STUDENT', null, null, []],
  ])('%s', (_name, entityType, before, after, expected) => {
    const texts = textsOf(entityType, before, after);
    expect(texts).toEqual(expected.map((line) => expect.stringContaining(line)));
    for (const text of texts) expect(text).not.toMatch(/[{}"]/);
  });

  it('shows when a session was completed in India time', () => {
    const [line] = textsOf(
      'COUNSELLING_BOOKING',
      { status: 'BOOKED' },
      { completedAt: '2026-11-25T10:00:00Z' },
    );
    expect(textsOf('COUNSELLING_BOOKING', { status: 'BOOKED' }, { status: 'COMPLETED' })).toEqual([
      'Status changed from Booked to Completed',
    ]);
    expect(line).toBe('Completed: 25 Nov 2026, 3:30 PM IST');
  });

  it('says when a text was cleared, and quotes free text', () => {
    expect(textsOf('STUDENT_DOCUMENT', { remarks: 'Blurry' }, { remarks: '' })).toEqual([
      'Remark cleared (was “Blurry”)',
    ]);
  });

  it('shows recorded text exactly as stored, even when it looks like a code', () => {
    expect(textsOf('STUDENT_DOCUMENT', { remarks: '' }, { remarks: 'IELTS' })).toEqual(['Remark: “IELTS”']);
    expect(textsOf('PAYMENT', { reference: 'UTR1234' }, { reference: 'CHQ_0042' })).toEqual([
      'Reference changed from “UTR1234” to “CHQ_0042”',
    ]);
  });

  it('keeps what the entry left out of `after` as context, not as removed', () => {
    const texts = textsOf(
      'COUNSELLING_BOOKING',
      { status: 'BOOKED', date: '2026-11-25', time: '15:30' },
      { status: 'COMPLETED', completedAt: '2026-11-25T10:30:00Z', note: 'Talked about UK intakes' },
    );
    expect(texts).toEqual([
      'Status changed from Booked to Completed',
      'Completed: 25 Nov 2026, 4:00 PM IST',
      'Note: “Talked about UK intakes”',
      expect.stringMatching(/^Date: /),
      expect.stringMatching(/^Time: /),
    ]);
    for (const text of texts) expect(text).not.toMatch(/removed/);
  });

  it('spells out fields it has no words for instead of dumping them', () => {
    expect(textsOf('X', null, { newThing: 'SOME_VALUE', nested: { a: 1 } })).toEqual([
      'New thing: “SOME_VALUE”',
      'Nested: A 1',
    ]);
    expect(humanize('statusReason')).toBe('Status reason');
  });
});
