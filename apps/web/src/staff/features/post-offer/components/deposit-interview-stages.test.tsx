import { POST_OFFER_MESSAGES as M, type TDepositStatus } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../../test/fake-api.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { atStage, documentRef, journeyOf } from '../test/post-offer-fixtures.ts';
import { formNamed, JOURNEY_URL, openStage, panelKit } from '../test/post-offer-test-kit.tsx';

const { render } = panelKit();

const depositOf = (status: TDepositStatus, withReceipt: boolean) =>
  journeyOf({
    deposit: {
      ...journeyOf().deposit,
      status,
      amount: 2000,
      currency: 'GBP',
      dueOn: '2027-05-01',
      receipt: withReceipt ? documentRef(90, 'TUITION_DEPOSIT_RECEIPT') : null,
    },
  });

describe('After the offer: deposit', { timeout: 30_000 }, () => {
  it('asks for the amount in the destination currency and sends it with the due date', async () => {
    const { user, sent } = render(journeyOf(), {
      routes: { [`PUT ${JOURNEY_URL}/deposit`]: { status: 200 } },
    });
    const form = await formNamed(TEXTS.saveDeposit);
    expect(form.getByRole('textbox', { name: TEXTS.currency })).toHaveValue('GBP');
    await user.type(form.getByRole('textbox', { name: TEXTS.amount }), '2000');
    await user.type(form.getByLabelText(/^Due date/), '2027-05-01');
    await user.click(form.getByRole('button', { name: TEXTS.saveDeposit }));
    expect(sent('PUT', '/deposit').map((request) => request.data)).toEqual([
      { amount: 2000, currency: 'GBP', dueOn: '2027-05-01' },
    ]);
  });

  it.each([
    ['NOT_REQUESTED', false, M.depositNotRequested],
    ['AWAITING_PROOF', false, M.depositProofMissing],
    ['PROOF_REJECTED', true, M.depositProofMissing],
  ] as const)('keeps Verify disabled at %s and says why', async (status, withReceipt, reason) => {
    render(depositOf(status, withReceipt));
    const form = await formNamed(TEXTS.verifyTitle);
    expect(form.getByText(reason)).toBeInTheDocument();
    expect(form.getByRole('button', { name: TEXTS.verify })).toBeDisabled();
  });

  it('verifies an uploaded receipt with what was paid, once however often it is pressed', async () => {
    const { user, sent } = render(depositOf('PROOF_UPLOADED', true), {
      routes: { [`POST ${JOURNEY_URL}/deposit/verify`]: () => new Promise(() => {}) },
    });
    const form = await formNamed(TEXTS.verifyTitle);
    expect(form.getByRole('textbox', { name: TEXTS.paidAmount })).toHaveValue('2000');
    await user.type(form.getByLabelText(/^Paid on/), '2027-04-20');
    const verify = form.getByRole('button', { name: TEXTS.verify });
    await user.click(verify);
    await user.click(verify);
    expect(sent('POST', '/deposit/verify').map((request) => request.data)).toEqual([
      { paidAmount: 2000, paidOn: '2027-04-20', note: '' },
    ]);
  });

  it('refuses a receipt only with a reason, said before anything is sent', async () => {
    const { user, sent } = render(depositOf('PROOF_UPLOADED', true), {
      routes: { [`POST ${JOURNEY_URL}/deposit/reject`]: { status: 200 } },
    });
    const form = await formNamed(TEXTS.refuseTitle);
    await user.click(form.getByRole('button', { name: TEXTS.refuse }));
    expect(await form.findByText('Give the reason the receipt is refused.')).toBeInTheDocument();
    expect(sent('POST', '/deposit/reject')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Reason shown/ }), 'The amount is not readable');
    await user.click(form.getByRole('button', { name: TEXTS.refuse }));
    expect(sent('POST', '/deposit/reject').map((request) => request.data)).toEqual([
      { reason: 'The amount is not readable' },
    ]);
  });

  it('opens the receipt through the documents module’s download', async () => {
    const { user, fake } = render(depositOf('PROOF_UPLOADED', true), {
      routes: { 'GET /student/document/download': { status: 200, data: { tempURL: '/files/receipt' } } },
    });
    const tab = { location: { href: '' }, close: () => {} };
    const open = window.open;
    window.open = (() => tab) as unknown as typeof window.open;
    try {
      await user.click(await screen.findByRole('button', { name: TEXTS.open(TEXTS.receipt) }));
      await expect.poll(() => tab.location.href).toBe('/files/receipt');
    } finally {
      window.open = open;
    }
    const download = fake.requests.find((request) => request.url === '/student/document/download');
    expect(download?.params).toEqual({ documentId: 90, studentId: 7 });
  });
});

describe('After the offer: interviews', { timeout: 30_000 }, () => {
  const interviewing = atStage(journeyOf(), 'INTERVIEW');
  const scheduled = {
    ...interviewing,
    interviews: [
      {
        id: 5,
        kind: 'PRE_CAS' as const,
        startsAt: '2027-05-03T09:30:00.000Z',
        startsAtLocal: '2027-05-03T10:30',
        timeZone: 'Europe/London',
        meetingLink: 'https://meet.example/abc',
        place: '',
        preparationNotes: 'Revise the course modules',
        outcome: 'SCHEDULED' as const,
        outcomeNote: '',
      },
    ],
  };

  it('offers the destination’s zones and India’s, and wants a link or a place before scheduling', async () => {
    const { user, sent } = render(interviewing, {
      routes: { [`POST ${JOURNEY_URL}/interviews`]: { status: 201 } },
    });
    const form = await formNamed(TEXTS.scheduleTitle);
    const zones = within(form.getByRole('combobox', { name: /Time zone/ })).getAllByRole('option');
    expect(zones.map((option) => option.getAttribute('value'))).toEqual(['Europe/London', 'Asia/Kolkata']);
    await user.type(form.getByLabelText(/^Date and time/), '2027-05-03T10:30');
    await user.click(form.getByRole('button', { name: TEXTS.schedule }));
    expect(await form.findByText(M.interviewNeedsPlace)).toBeInTheDocument();
    expect(sent('POST', '/interviews')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: TEXTS.meetingLink }), 'https://meet.example/abc');
    await user.click(form.getByRole('button', { name: TEXTS.schedule }));
    expect(sent('POST', '/interviews').map((request) => request.data)).toEqual([
      {
        kind: 'PRE_CAS',
        startsAtLocal: '2027-05-03T10:30',
        timeZone: 'Europe/London',
        meetingLink: 'https://meet.example/abc',
        place: '',
        preparationNotes: '',
      },
    ]);
  });

  it.each(['Not passed', 'Missed'])('refuses "%s" without a note, before the server does', async (choice) => {
    const { user, sent } = render(scheduled);
    const form = await formNamed(/^Outcome: Pre-CAS interview/);
    await user.click(form.getByRole('radio', { name: choice }));
    await user.click(form.getByRole('button', { name: TEXTS.saveOutcome }));
    expect(await form.findByText(M.interviewNoteRequired)).toBeInTheDocument();
    expect(sent('PUT', '/interviews/5/outcome')).toHaveLength(0);
  });

  it.each([
    ['Passed', [], { outcome: 'PASSED', note: '' }],
    ['Missed', ['Did not join'], { outcome: 'MISSED', note: 'Did not join' }],
  ] as const)('records "%s"', async (choice, typed, body) => {
    const { user, sent } = render(scheduled, {
      routes: { [`PUT ${JOURNEY_URL}/interviews/5/outcome`]: { status: 200 } },
    });
    const form = await formNamed(/^Outcome: Pre-CAS interview/);
    await user.click(form.getByRole('radio', { name: choice }));
    for (const text of typed) await user.type(form.getByRole('textbox', { name: /^Note/ }), text);
    await user.click(form.getByRole('button', { name: TEXTS.saveOutcome }));
    expect(sent('PUT', '/interviews/5/outcome').map((request) => request.data)).toEqual([body]);
  });

  it('reschedules to a new time and shows the server’s refusal under the form', async () => {
    const { user, sent } = render(scheduled, {
      routes: {
        [`PUT ${JOURNEY_URL}/interviews/5/outcome`]: {
          status: 409,
          data: apiErrorBody('CONFLICT', M.interviewAlreadyDecided),
        },
      },
    });
    const form = await formNamed(/^Outcome: Pre-CAS interview/);
    await user.click(form.getByRole('radio', { name: 'Rescheduled' }));
    await user.type(form.getByLabelText(/^New date and time/), '2027-05-10T11:00');
    await user.click(form.getByRole('button', { name: TEXTS.saveOutcome }));
    expect(await form.findByRole('alert')).toHaveTextContent(M.interviewAlreadyDecided);
    expect(sent('PUT', '/interviews/5/outcome')[0]?.data).toMatchObject({
      outcome: 'RESCHEDULED',
      startsAtLocal: '2027-05-10T11:00',
      timeZone: 'Europe/London',
      meetingLink: 'https://meet.example/abc',
    });
  });

  it('lists the interview with its time, zone and notes', async () => {
    const { user } = render(scheduled);
    await openStage(user, /^Interviews/);
    expect(await screen.findByText('Revise the course modules')).toBeInTheDocument();
    expect(screen.getByText(/Pre-CAS interview, 2027-05-03 10:30 Europe\/London/)).toBeInTheDocument();
  });
});
