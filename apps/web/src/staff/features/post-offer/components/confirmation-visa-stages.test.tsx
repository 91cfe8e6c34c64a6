import {
  calculateFunds,
  destinationRuleOf,
  JOURNEY_DOCUMENT_LABELS,
  POST_OFFER_MESSAGES as M,
  type TChecklistItemView,
  type TPostOfferJourney,
} from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../../test/fake-api.ts';
import { formatMoney } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { atStage, documentRef, journeyOf } from '../test/post-offer-fixtures.ts';
import { formNamed, JOURNEY_URL, panelKit } from '../test/post-offer-test-kit.tsx';

const { render } = panelKit();
const uk = destinationRuleOf('UK');

const withLetter = (journey: TPostOfferJourney): TPostOfferJourney => ({
  ...journey,
  confirmation: { ...journey.confirmation, letter: documentRef(91, 'ENROLMENT_CONFIRMATION') },
});
const issued = (journey: TPostOfferJourney): TPostOfferJourney => ({
  ...withLetter(journey),
  confirmation: {
    ...withLetter(journey).confirmation,
    status: 'ISSUED',
    reference: 'E4G8H2J',
    issuedOn: '2027-06-01',
    expiresOn: '2027-12-01',
  },
});
const visaAt = (status: TPostOfferJourney['visa']['status']) => (journey: TPostOfferJourney) => ({
  ...journey,
  visa: { ...journey.visa, status },
});

describe('After the offer: CAS / LOA / CoE', { timeout: 30_000 }, () => {
  it.each([
    ['UK', 'CAS'],
    ['Canada', 'LOA'],
    ['Australia', 'CoE'],
  ] as const)(
    '%s: named %s, disabled with the reason until the student has uploaded the letter',
    async (country, name) => {
      render(atStage(journeyOf({}, country), 'CONFIRMATION'));
      const form = await formNamed(TEXTS.saveConfirmation(name));
      expect(form.getByText(M.confirmationLetterMissing(name))).toBeInTheDocument();
      expect(form.getByRole('button', { name: TEXTS.saveConfirmation(name) })).toBeDisabled();
    },
  );

  it('fills the expiry from the rule (a UK CAS: 6 months) and sends the number', async () => {
    const { user, sent } = render(withLetter(atStage(journeyOf(), 'CONFIRMATION')), {
      routes: { [`PUT ${JOURNEY_URL}/confirmation`]: { status: 200 } },
    });
    const form = await formNamed(TEXTS.saveConfirmation('CAS'));
    await user.type(form.getByRole('textbox', { name: /^CAS number/ }), 'E4G8H2J');
    await user.type(form.getByLabelText(/^Issue date/), '2027-06-01');
    expect(form.getByLabelText(/^Expiry date/)).toHaveValue('2027-12-01');
    await user.click(form.getByRole('button', { name: TEXTS.saveConfirmation('CAS') }));
    expect(sent('PUT', '/confirmation').map((request) => request.data)).toEqual([
      { reference: 'E4G8H2J', issuedOn: '2027-06-01', expiresOn: '2027-12-01', note: '' },
    ]);
  });

  it('shows the server’s refusal (a letter rejected meanwhile) under the form', async () => {
    const { user } = render(withLetter(atStage(journeyOf(), 'CONFIRMATION')), {
      routes: {
        [`PUT ${JOURNEY_URL}/confirmation`]: {
          status: 409,
          data: apiErrorBody('CONFLICT', M.confirmationLetterMissing('CAS')),
        },
      },
    });
    const form = await formNamed(TEXTS.saveConfirmation('CAS'));
    await user.type(form.getByRole('textbox', { name: /^CAS number/ }), 'E4G8H2J');
    await user.type(form.getByLabelText(/^Issue date/), '2027-06-01');
    await user.click(form.getByRole('button', { name: TEXTS.saveConfirmation('CAS') }));
    expect(await form.findByRole('alert')).toHaveTextContent(M.confirmationLetterMissing('CAS'));
  });
});

describe('After the offer: visa', { timeout: 30_000 }, () => {
  it('ticks an item with nothing to upload', async () => {
    const base = atStage(journeyOf(), 'VISA');
    // An item with nothing to upload (a rule may have one, e.g. an appointment kept in person).
    const free: TChecklistItemView = {
      key: 'BIOMETRICS',
      label: 'Biometrics appointment',
      detail: 'Booked after applying online.',
      conditional: false,
      documentTypes: [],
      done: false,
      document: null,
      tickedByCounsellor: false,
    };
    const journey = { ...base, visa: { ...base.visa, checklist: [...base.visa.checklist, free] } };
    const { user, fake } = render(journey, {
      routes: { [`PUT ${JOURNEY_URL}/visa/checklist/${free.key}`]: { status: 200 } },
    });
    await user.click(await screen.findByRole('checkbox', { name: free.label }));
    const ticks = fake.requests.filter(
      (request) => request.url === `${JOURNEY_URL}/visa/checklist/${free.key}`,
    );
    expect(ticks.map((request) => request.data)).toEqual([{ done: true }]);
  });

  it('accepts an uploaded document, and rejects one only with a reason', async () => {
    const base = atStage(journeyOf(), 'VISA');
    const journey = {
      ...base,
      visa: {
        ...base.visa,
        checklist: base.visa.checklist.map(
          (item): TChecklistItemView =>
            item.key === 'FUNDS' ? { ...item, document: documentRef(92, 'FUNDS_EVIDENCE') } : item,
        ),
      },
    };
    const { user, fake } = render(journey, {
      routes: { 'PUT /api/staff/students/7/documents/92/review': { status: 200, data: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Evidence of funds' }));
    const reject = await formNamed('Reject: Evidence of funds');
    await user.click(reject.getByRole('button', { name: TEXTS.confirmReject }));
    expect(
      await reject.findByText(/remark|reason/i, { selector: '.mantine-InputWrapper-error, [id$="-error"]' }),
    ).toBeInTheDocument();
    const reviews = () => fake.requests.filter((request) => request.url.endsWith('/documents/92/review'));
    expect(reviews()).toHaveLength(0);
    await user.type(
      reject.getByRole('textbox', { name: /Reason for rejecting/ }),
      'Statement older than 31 days',
    );
    await user.click(reject.getByRole('button', { name: TEXTS.confirmReject }));
    expect(reviews().map((request) => request.data)).toEqual([
      { status: 'REJECTED', remark: 'Statement older than 31 days' },
    ]);
  });

  it('keeps the visa application disabled until the CAS is issued, then sends it', async () => {
    const before = render(atStage(journeyOf(), 'VISA'));
    const blocked = await formNamed(TEXTS.lodgedTitle);
    expect(blocked.getByText(M.confirmationNotIssued('CAS'))).toBeInTheDocument();
    expect(blocked.getByRole('button', { name: TEXTS.saveLodged })).toBeDisabled();
    before.unmount();
    const { user, sent } = render(issued(atStage(journeyOf(), 'VISA')), {
      routes: { [`PUT ${JOURNEY_URL}/visa/lodged`]: { status: 200 } },
    });
    const form = await formNamed(TEXTS.lodgedTitle);
    await user.type(form.getByLabelText(/^Applied on/), '2027-06-10');
    await user.type(form.getByRole('textbox', { name: /Application reference/ }), 'GWF0123456');
    await user.click(form.getByRole('button', { name: TEXTS.saveLodged }));
    expect(sent('PUT', '/visa/lodged').map((request) => request.data)).toEqual([
      { lodgedOn: '2027-06-10', reference: 'GWF0123456', biometricsOn: null, note: '' },
    ]);
  });

  it.each([
    ['without a decision date', false],
    ['refused without the reason', true],
  ] as const)('refuses a decision %s before the server does', async (_, isRefused) => {
    const { user, sent } = render(visaAt('LODGED')(issued(atStage(journeyOf(), 'VISA'))));
    const form = await formNamed(TEXTS.decisionTitle);
    if (isRefused) {
      await user.click(form.getByRole('radio', { name: TEXTS.refused }));
      await user.type(form.getByLabelText(/^Decision date/), '2027-07-01');
    }
    await user.click(form.getByRole('button', { name: TEXTS.saveDecision }));
    expect(await form.findAllByText(/.+/, { selector: '.mantine-InputWrapper-error' })).not.toHaveLength(0);
    expect(sent('PUT', '/visa/decision')).toHaveLength(0);
  });

  it('says beside the decision that the student has not uploaded the letter yet', async () => {
    render(visaAt('LODGED')(issued(atStage(journeyOf(), 'VISA'))));
    const form = await formNamed(TEXTS.decisionTitle);
    expect(form.getByText(TEXTS.notUploaded)).toBeInTheDocument();
  });

  it('offers the student’s decision letter to open beside the decision', async () => {
    const lodged = visaAt('LODGED')(issued(atStage(journeyOf(), 'VISA')));
    render({ ...lodged, visa: { ...lodged.visa, decisionLetter: documentRef(95, 'VISA_DECISION') } });
    const form = await formNamed(TEXTS.decisionTitle);
    expect(
      form.getByRole('button', { name: TEXTS.open(JOURNEY_DOCUMENT_LABELS.VISA_DECISION) }),
    ).toBeInTheDocument();
  });

  it('records a granted visa with its validity', async () => {
    const { user, sent } = render(visaAt('LODGED')(issued(atStage(journeyOf(), 'VISA'))), {
      routes: { [`PUT ${JOURNEY_URL}/visa/decision`]: { status: 200 } },
    });
    const form = await formNamed(TEXTS.decisionTitle);
    await user.type(form.getByLabelText(/^Decision date/), '2027-07-01');
    await user.type(form.getByLabelText(/^Valid from/), '2027-08-20');
    await user.type(form.getByLabelText(/^Valid until/), '2027-08-01');
    await user.click(form.getByRole('button', { name: TEXTS.saveDecision }));
    expect(await form.findByText(M.visaValidityOrder)).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Valid until/));
    await user.type(form.getByLabelText(/^Valid until/), '2029-01-31');
    await user.click(form.getByRole('button', { name: TEXTS.saveDecision }));
    expect(sent('PUT', '/visa/decision').map((request) => request.data)).toEqual([
      {
        decision: 'GRANTED',
        decidedOn: '2027-07-01',
        validFrom: '2027-08-20',
        validUntil: '2029-01-31',
        note: '',
      },
    ]);
  });
});

describe('After the offer: funds calculator', { timeout: 30_000 }, () => {
  const verified = (journey: TPostOfferJourney): TPostOfferJourney => ({
    ...journey,
    deposit: {
      ...journey.deposit,
      status: 'VERIFIED',
      currency: 'GBP',
      amount: 4000,
      paidAmount: 4000,
      paidOn: '2027-04-20',
    },
  });

  it('updates the figures as they are typed, with the rule’s as-of date and source', async () => {
    const { user } = render(verified(atStage(journeyOf(), 'VISA')));
    const form = await formNamed(TEXTS.fundsTitle);
    await user.selectOptions(form.getByRole('combobox', { name: TEXTS.livingOption }), 'LONDON');
    await user.clear(form.getByRole('textbox', { name: TEXTS.dependants }));
    await user.type(form.getByRole('textbox', { name: TEXTS.dependants }), '1');
    await user.type(form.getByRole('textbox', { name: TEXTS.inrRate('GBP') }), '111.25');
    const expected = calculateFunds(
      uk.funds,
      { livingOptionKey: 'LONDON', dependants: 1, months: null, inrRate: '111.25' },
      { firstYearFee: 20000, depositPaid: 4000 },
    );
    const figures = within(form.getByRole('region', { name: TEXTS.figuresTitle }));
    const value = (term: string) =>
      figures.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(TEXTS.remainingTuition)).toBe(formatMoney(16000, 'GBP'));
    expect(value(TEXTS.total)).toBe(formatMoney(expected?.total ?? 0, 'GBP'));
    expect(value(TEXTS.totalInr)).toBe(formatMoney(expected?.totalInr ?? 0, 'INR'));
    expect(figures.getByText(TEXTS.heldFor(28))).toBeInTheDocument();
    expect(figures.getByText(new RegExp(TEXTS.asOf(uk.funds.checkedOn)))).toBeInTheDocument();
    expect(figures.getByRole('link', { name: TEXTS.source })).toHaveAttribute('href', uk.funds.source);
  });

  it('wants the rate’s date with a rate, and saves the inputs with the evidence chosen', async () => {
    const { user, sent } = render(atStage(journeyOf(), 'VISA'), {
      routes: { [`PUT ${JOURNEY_URL}/visa/funds`]: { status: 200 } },
      documents: [
        {
          id: 12,
          name: 'passport.pdf',
          type: 'PASSPORT',
          status: 'ACCEPTED',
          remarks: '',
          applicationId: null,
        },
      ],
    });
    const form = await formNamed(TEXTS.fundsTitle);
    await user.type(form.getByRole('textbox', { name: TEXTS.inrRate('GBP') }), '111.25');
    await user.click(form.getByRole('button', { name: TEXTS.saveFunds }));
    expect(await form.findByText(M.rateDateMissing)).toBeInTheDocument();
    expect(sent('PUT', '/visa/funds')).toHaveLength(0);
    await user.type(form.getByLabelText(/^Rate date/), '2027-06-01');
    await user.click(await form.findByRole('checkbox', { name: /passport\.pdf/ }));
    await user.click(form.getByRole('button', { name: TEXTS.saveFunds }));
    expect(sent('PUT', '/visa/funds').map((request) => request.data)).toEqual([
      {
        livingOptionKey: 'LONDON',
        dependants: 0,
        months: null,
        inrRate: '111.25',
        inrRateOn: '2027-06-01',
        evidenceDocumentIds: [12],
      },
    ]);
  });
});

describe('After the offer: pre-departure', { timeout: 30_000 }, () => {
  it.each([
    ['LODGED', true],
    ['GRANTED', false],
  ] as const)('with the visa %s, Mark complete is disabled: %s', async (status, isDisabled) => {
    render(visaAt(status)(atStage(journeyOf(), 'PRE_DEPARTURE')));
    const form = await formNamed(TEXTS.complete);
    const button = form.getByRole('button', { name: TEXTS.complete });
    if (isDisabled) {
      expect(button).toBeDisabled();
      expect(form.getByText(M.visaNotGranted)).toBeInTheDocument();
    } else expect(button).toBeEnabled();
  });

  it('shows the student’s checklist and marks pre-departure complete', async () => {
    const { user, sent } = render(visaAt('GRANTED')(atStage(journeyOf(), 'PRE_DEPARTURE')), {
      routes: { [`POST ${JOURNEY_URL}/pre-departure/complete`]: { status: 200 } },
    });
    expect(await screen.findByText('Flight booked', { selector: 'dt' })).toBeInTheDocument();
    const form = await formNamed(TEXTS.complete);
    await user.click(form.getByRole('button', { name: TEXTS.complete }));
    expect(sent('POST', '/pre-departure/complete').map((request) => request.data)).toEqual([{ note: '' }]);
  });
});
