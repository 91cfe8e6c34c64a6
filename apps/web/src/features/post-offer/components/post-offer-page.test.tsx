import type { TPostOfferJourney, TStageState } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { apiErrorBody, type installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { makeJourney, makeStages, makeSummary } from '../post-offer-fixtures.ts';
import { screenKit } from '../test/screen-kit.tsx';
import { PostOfferPage } from './post-offer-page.tsx';

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const JOURNEY_URL = '/api/student/applications/11/post-offer';

const kit = screenKit();
const renderPage = (route: string, routes: Parameters<typeof installFakeApi>[0]) =>
  kit.render(<PostOfferPage />, route, routes);

const renderJourney = (journey: TPostOfferJourney, search = '') =>
  renderPage(`/post-offer?application=11${search}`, { [`GET ${JOURNEY_URL}`]: ok(journey) });

const stageItem = (name: string) => {
  const toggle = screen.getByRole('button', { name: new RegExp(`^${name}`) });
  return { toggle, item: toggle.closest('li') as HTMLElement };
};

describe('/post-offer without an application: the applications past the offer', { timeout: 20_000 }, () => {
  it('says when it opens, with a way to Applied Courses, when there is none', async () => {
    renderPage('/post-offer', { 'GET /api/student/post-offer': ok([]) });
    expect(await screen.findByText('This opens once you have an unconditional offer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Applied Courses' })).toHaveAttribute(
      'href',
      '/applied-courses',
    );
  });

  it('opens the only one at once, keeping the stage the address names', async () => {
    renderPage('/post-offer?stage=VISA', {
      'GET /api/student/post-offer': ok([makeSummary(11)]),
      [`GET ${JOURNEY_URL}`]: ok(makeJourney()),
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/post-offer?application=11&stage=VISA'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'MSc Data Science' })).toBeInTheDocument();
  });

  it('lists several, each with its next step and a link to its steps', async () => {
    renderPage('/post-offer?stage=INTERVIEW', {
      'GET /api/student/post-offer': ok([makeSummary(3), makeSummary(4, { country: 'Canada' })]),
    });
    expect(await screen.findByRole('link', { name: 'Course 3' })).toHaveAttribute(
      'href',
      '/post-offer?application=3&stage=INTERVIEW',
    );
    expect(screen.getByRole('link', { name: 'Course 4' })).toHaveAttribute(
      'href',
      '/post-offer?application=4&stage=INTERVIEW',
    );
    expect(screen.getAllByText('Your counsellor enters the deposit')).toHaveLength(2);
  });

  it('shows a skeleton while loading, and a failure with Try again', async () => {
    let calls = 0;
    renderPage('/post-offer', {
      'GET /api/student/post-offer': () => {
        calls += 1;
        return calls === 1 ? { status: 404, data: {} } : ok([]);
      },
    });
    expect(screen.getByRole('status', { name: 'Loading your applications' })).toBeInTheDocument();
    expect(await screen.findByText('Your applications could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This opens once you have an unconditional offer.')).toBeInTheDocument();
  });
});

describe('/post-offer?application=: one application after the offer', { timeout: 20_000 }, () => {
  it('shows the header and what happens next: who, what, by when', async () => {
    renderJourney(makeJourney());
    expect(await screen.findByRole('heading', { level: 1, name: 'MSc Data Science' })).toBeInTheDocument();
    expect(screen.getByText(/University of Leeds · UK · September 2027/)).toBeInTheDocument();
    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(next.getByText('You:')).toBeInTheDocument();
    expect(next.getByText(/Upload your tuberculosis test certificate/)).toBeInTheDocument();
    expect(next.getByText('By 30 Jun 2027')).toBeInTheDocument();
  });

  it('names the five stages as the destination does, in order (UK: CAS, Student visa)', async () => {
    renderJourney(makeJourney());
    const timeline = await screen.findByRole('list', { name: 'Steps after the offer' });
    const names = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      expect.stringMatching(/^Tuition deposit/),
      expect.stringMatching(/^Pre-CAS \/ credibility interview/),
      expect.stringMatching(/^CAS/),
      expect.stringMatching(/^Student visa/),
      expect.stringMatching(/^Pre-departure/),
    ]);
  });

  it("names a Canadian application's confirmation LOA", async () => {
    renderJourney(
      makeJourney({ country: 'Canada', visa: { ...makeJourney().visa, checklist: [], funds: null } }),
    );
    expect(await screen.findByRole('button', { name: /^LOA/ })).toBeInTheDocument();
  });

  it.each<[TStageState, string]>([
    ['DONE', 'Done'],
    ['CURRENT', 'In progress'],
    ['UPCOMING', 'Upcoming'],
    ['ATTENTION', 'Needs attention'],
  ])('shows a %s stage as "%s"', async (state, label) => {
    renderJourney(makeJourney({ stages: makeStages({ DEPOSIT: state }) }));
    await screen.findByRole('list', { name: 'Steps after the offer' });
    const { toggle, item } = stageItem('Tuition deposit');
    expect(item).toHaveAttribute('data-state', state);
    expect(within(toggle).getByText(label)).toBeInTheDocument();
    expect(within(item).getByText('DEPOSIT status line')).toBeInTheDocument();
  });

  it('opens the current stage first; a stage opens and closes from the keyboard', async () => {
    renderJourney(makeJourney());
    await screen.findByRole('list', { name: 'Steps after the offer' });
    expect(stageItem('Student visa').toggle).toHaveAttribute('aria-expanded', 'true');
    const deposit = stageItem('Tuition deposit').toggle;
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
    deposit.focus();
    await userEvent.keyboard('{Enter}');
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Tuition deposit' })).toHaveTextContent('£5,000');
    await userEvent.keyboard(' ');
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
  });

  it('?stage=INTERVIEW opens the interviews: the time in its zone and in India, the link, the outcome', async () => {
    renderJourney(makeJourney(), '&stage=INTERVIEW');
    const panel = within(await screen.findByRole('region', { name: 'Pre-CAS / credibility interview' }));
    expect(panel.getByText(/10 Mar 2027, 10:00 AM GMT/)).toBeInTheDocument();
    expect(panel.getByText('10 Mar 2027, 3:30 PM IST')).toBeInTheDocument();
    const link = panel.getByRole('link', { name: /Join the meeting/ });
    expect(link).toHaveAttribute('href', 'https://meet.example.ac.uk/pre-cas');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(panel.getByText('Outcome: Passed')).toBeInTheDocument();
    expect(panel.getByText('Know your course modules.')).toBeInTheDocument();
  });

  it('shows the CAS: number, dates, validity as of its source, and the letter', async () => {
    renderJourney(makeJourney(), '&stage=CONFIRMATION');
    const panel = within(await screen.findByRole('region', { name: 'CAS' }));
    expect(panel.getByText('E4G8KX12345678')).toBeInTheDocument();
    expect(panel.getByText('1 Oct 2027')).toBeInTheDocument();
    expect(panel.getByText('Can be used for 6 months after it is issued.')).toBeInTheDocument();
    expect(panel.getByText(/as of 28 Nov 2026/)).toBeInTheDocument();
    expect(panel.getByText('cas.pdf')).toBeInTheDocument();
  });

  it('shows the visa: Apply opens the official page in a new tab; the checklist; the funds with their source', async () => {
    renderJourney(makeJourney(), '&stage=VISA');
    const panel = within(await screen.findByRole('region', { name: 'Student visa' }));
    const apply = panel.getByRole('link', { name: /Apply for your Student visa/ });
    expect(apply).toHaveAttribute('href', 'https://www.gov.uk/student-visa');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const checklist = within(panel.getByRole('list', { name: 'Checklist' }));
    expect(checklist.getByText('Reason: Clinic not approved')).toBeInTheDocument();
    // The UK funds: £17,000 tuition left + 9 × £1,483 in London = £30,347, at ₹111.2450.
    expect(panel.getByText('£17,000')).toBeInTheDocument();
    expect(panel.getByText('£13,347')).toBeInTheDocument();
    expect(panel.getByText('£30,347')).toBeInTheDocument();
    expect(panel.getByText('₹33,75,953')).toBeInTheDocument();
    expect(panel.getByText('In rupees at ₹111.2450 (rate of 2 Apr 2027)')).toBeInTheDocument();
    expect(panel.getByText('Held for at least 28 consecutive days before you apply.')).toBeInTheDocument();
    const funds = within(panel.getByRole('region', { name: 'Funds you must show' }));
    expect(
      funds.getByRole('link', { name: 'Source of Funds you must show (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it.each([
    [
      'GRANTED',
      { status: 'GRANTED', decidedOn: '2027-05-01', validFrom: '2027-08-20', validUntil: '2029-01-31' },
      ['Visa granted', '31 Jan 2029'],
    ],
    [
      'REFUSED',
      {
        status: 'REFUSED',
        decidedOn: '2027-05-01',
        refusalReason: 'Funds not held 28 days',
        nextSteps: 'Apply again',
      },
      ['Funds not held 28 days', 'Apply again'],
    ],
  ] as const)('shows a %s decision', async (_, visa, texts) => {
    renderJourney(makeJourney({ visa: { ...makeJourney().visa, ...visa } }), '&stage=VISA');
    const panel = within(await screen.findByRole('region', { name: 'Student visa' }));
    for (const text of texts) expect(panel.getAllByText(text)[0]).toBeInTheDocument();
  });

  it('once the visa is lodged, the decision letter goes up with the application id', async () => {
    const lodged = {
      ...makeJourney().visa,
      status: 'LODGED',
      lodgedOn: '2027-04-20',
      reference: 'GWF1',
    } as const;
    renderPage('/post-offer?application=11&stage=VISA', {
      [`GET ${JOURNEY_URL}`]: ok(makeJourney({ visa: { ...lodged, decisionLetter: null } })),
      'POST /student/document/upload': ok({
        id: 80,
        type: 'VISA_DECISION',
        name: 'decision.pdf',
        status: 'UPLOADED',
        remarks: '',
      }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Student visa' }));
    await userEvent.upload(
      panel.getByLabelText('Visa decision letter file'),
      new File(['%PDF'], 'decision.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(kit.fake().requests.some((request) => request.method === 'POST')).toBe(true));
    const form = kit.fake().requests.find((request) => request.method === 'POST')?.data as FormData;
    expect([form.get('type'), form.get('applicationId')]).toEqual(['VISA_DECISION', '11']);
  });

  it('asks for no decision letter before the visa is lodged', async () => {
    renderJourney(makeJourney(), '&stage=VISA');
    const panel = within(await screen.findByRole('region', { name: 'Student visa' }));
    expect(panel.queryByLabelText('Visa decision letter file')).not.toBeInTheDocument();
  });

  it('a refused deposit receipt shows why; a new receipt goes up with the application id', async () => {
    let journey = makeJourney({
      stages: makeStages({ DEPOSIT: 'ATTENTION' }),
      deposit: {
        ...makeJourney().deposit,
        status: 'PROOF_REJECTED',
        verifiedAt: null,
        rejectionReason: 'The amount is not readable',
        receipt: {
          id: 71,
          type: 'TUITION_DEPOSIT_RECEIPT',
          name: 'r.jpg',
          status: 'REJECTED',
          remarks: 'Blurred',
        },
      },
    });
    renderPage('/post-offer?application=11', {
      [`GET ${JOURNEY_URL}`]: () => ok(journey),
      'POST /student/document/upload': () => {
        journey = makeJourney({ deposit: { ...journey.deposit, status: 'PROOF_UPLOADED' } });
        return ok({
          id: 71,
          type: 'TUITION_DEPOSIT_RECEIPT',
          name: 'new.pdf',
          status: 'UPLOADED',
          remarks: '',
        });
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Tuition deposit' }));
    expect(panel.getByText('Reason: The amount is not readable')).toBeInTheDocument();
    await userEvent.upload(
      panel.getByLabelText('Tuition deposit receipt file'),
      new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(kit.fake().requests.some((request) => request.method === 'POST')).toBe(true));
    const form = kit.fake().requests.find((request) => request.method === 'POST')?.data as FormData;
    expect([form.get('type'), form.get('applicationId')]).toEqual(['TUITION_DEPOSIT_RECEIPT', '11']);
    expect(await screen.findByText('Receipt uploaded, your counsellor is checking it.')).toBeInTheDocument();
  });

  it("shows the loading skeleton, then the server's refusal with Try again", async () => {
    renderPage('/post-offer?application=11', {
      [`GET ${JOURNEY_URL}`]: {
        status: 409,
        data: apiErrorBody(
          'CONFLICT',
          'The steps after the offer start once the unconditional offer is posted.',
        ),
      },
    });
    expect(screen.getByRole('status', { name: 'Loading what happens next' })).toBeInTheDocument();
    expect(
      await screen.findByText('The steps after the offer start once the unconditional offer is posted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['the visa', '&stage=VISA'],
    ['the interviews', '&stage=INTERVIEW'],
    ['the deposit', '&stage=DEPOSIT'],
  ])('has no serious axe violations (%s open)', async (_, search) => {
    const { container } = renderJourney(makeJourney(), search);
    await screen.findByRole('list', { name: 'Steps after the offer' });
    expect(await seriousViolationsOf(container)).toEqual([]);
  });
});
