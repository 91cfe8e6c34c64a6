import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { apiErrorBody, type installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { makeEvent, makeJourney, makeSummary } from '../post-offer-fixtures.ts';
import { screenKit } from '../test/screen-kit.tsx';
import { PreDeparturePage } from './pre-departure-page.tsx';

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const EVENTS = 'GET /api/student/pre-departure/events';
const LIST = 'GET /api/student/post-offer';

const kit = screenKit();
const renderPage = (routes: Parameters<typeof installFakeApi>[0]) =>
  kit.render(<PreDeparturePage />, '/pre-departure', { [EVENTS]: ok([]), [LIST]: ok([]), ...routes });

const eventCard = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('/pre-departure: events', { timeout: 20_000 }, () => {
  it('registers for an upcoming event; the card then says Registered', async () => {
    let registered = false;
    renderPage({
      [EVENTS]: () => ok([makeEvent(1, { registered })]),
      'POST /api/student/events/1/registration': () => {
        registered = true;
        return ok(makeEvent(1, { registered: true }));
      },
    });
    const card = await eventCard('Pre-departure briefing 1');
    expect(card.getByText(/10 Jul 2027, 10:00 AM/)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Register for Pre-departure briefing 1' }));
    expect(await card.findByText('Registered')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Register/ })).toBeNull();
  });

  it('puts the Map link on a line of its own, underlined (told apart by more than its colour)', async () => {
    renderPage({
      [EVENTS]: ok([makeEvent(3, { locationLink: 'https://maps.example.org/venue' })]),
      [LIST]: ok([]),
    });
    const card = await eventCard(makeEvent(3).title);
    const map = card.getByRole('link', { name: /^Map/ });
    expect(map).toHaveAttribute('data-underline', 'always');
    expect(map.closest('p')).toBeNull();
  });

  it('says registration is closed for an event that is over', async () => {
    renderPage({ [EVENTS]: ok([makeEvent(2, { canRegister: false })]) });
    const card = await eventCard('Pre-departure briefing 2');
    expect(card.getByText('Registration closed')).toBeInTheDocument();
    expect(card.queryByRole('button')).toBeNull();
  });

  it('gives feedback: a labelled 1–5 rating and a comment, with the limits shown; the server’s refusal shows', async () => {
    let replies = 0;
    renderPage({
      [EVENTS]: ok([makeEvent(3, { registered: true, canGiveFeedback: true })]),
      'POST /api/student/events/3/feedback': () => {
        replies += 1;
        return replies === 1
          ? { status: 409, data: apiErrorBody('CONFLICT', 'You have already given feedback for this event.') }
          : ok(makeEvent(3, { registered: true, feedback: { rating: 4, comment: 'Useful' } }));
      },
    });
    const card = await eventCard('Pre-departure briefing 3');
    await userEvent.click(card.getByRole('button', { name: 'Give feedback' }));
    const form = within(screen.getByRole('form', { name: 'Feedback on Pre-departure briefing 3' }));
    const rating = form.getByRole('radiogroup', { name: /Your rating/ });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(form.getByText('Up to 1000 characters.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('radio', { name: '4 of 5' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Comment (optional)' }), 'Useful');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You have already given feedback for this event.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const sent = kit
      .fake()
      .requests.filter((request) => request.method === 'POST')
      .map((request) => request.data);
    expect(sent.at(-1)).toEqual({ rating: 4, comment: 'Useful' });
  });

  it('shows a field error the server sends for the rating', async () => {
    renderPage({
      [EVENTS]: ok([makeEvent(4, { registered: true, canGiveFeedback: true })]),
      'POST /api/student/events/4/feedback': {
        status: 400,
        data: {
          ...apiErrorBody('BAD_REQUEST', 'Choose a rating from 1 to 5.'),
          errors: [{ path: 'rating', message: 'Choose a rating from 1 to 5.' }],
        },
      },
    });
    const card = await eventCard('Pre-departure briefing 4');
    await userEvent.click(card.getByRole('button', { name: 'Give feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
  });

  it('says when no event is planned, and shows a failure with Try again', async () => {
    let calls = 0;
    renderPage({
      [EVENTS]: () => {
        calls += 1;
        return calls === 1 ? { status: 404, data: {} } : ok([]);
      },
    });
    expect(screen.getByRole('status', { name: 'Loading pre-departure events' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No pre-departure event is planned/)).toBeInTheDocument();
  });
});

describe('/pre-departure: the checklist', { timeout: 20_000 }, () => {
  const visaGranted = makeSummary(11, { position: 'PRE_DEPARTURE', courseName: 'MSc Data Science' });

  it('waits for a granted visa', async () => {
    renderPage({ [LIST]: ok([makeSummary(12, { position: 'VISA' })]) });
    expect(await screen.findByText('Your checklist opens once a visa is granted.')).toBeInTheDocument();
  });

  it('ticks an item and saves a date through the student call', async () => {
    let journey = makeJourney({ position: 'PRE_DEPARTURE' });
    renderPage({
      [LIST]: ok([visaGranted]),
      'GET /api/student/applications/11/post-offer': () => ok(journey),
      'PUT /api/student/applications/11/post-offer/pre-departure/FOREX': () => {
        journey = makeJourney({
          preDeparture: {
            ...journey.preDeparture,
            checklist: journey.preDeparture.checklist.map((row) =>
              row.item === 'FOREX' ? { ...row, done: true } : row,
            ),
          },
        });
        return ok(journey);
      },
      'PUT /api/student/applications/11/post-offer/pre-departure/FLIGHT': {
        status: 400,
        data: apiErrorBody('BAD_REQUEST', 'The date must be within 730 days.'),
      },
    });
    const forex = await screen.findByRole('checkbox', { name: 'Forex card or currency' });
    await userEvent.click(forex);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Forex card or currency' })).toBeChecked(),
    );
    const put = kit.fake().requests.find((request) => request.method === 'PUT');
    expect(put?.data).toEqual({ done: true, detail: '', date: null });

    await userEvent.type(screen.getByLabelText('Date: Flight booked'), '2031-01-01');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save date' })[0] as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('The date must be within 730 days.');
    expect(kit.fake().requests.at(-1)?.data).toEqual({ done: true, detail: '', date: '2031-01-01' });
  });

  it('has no serious axe violations (events, feedback form and checklist)', async () => {
    const { container } = renderPage({
      [EVENTS]: ok([makeEvent(1), makeEvent(3, { registered: true, canGiveFeedback: true })]),
      [LIST]: ok([visaGranted]),
      'GET /api/student/applications/11/post-offer': ok(makeJourney({ position: 'PRE_DEPARTURE' })),
    });
    const card = await eventCard('Pre-departure briefing 3');
    await userEvent.click(card.getByRole('button', { name: 'Give feedback' }));
    await screen.findByRole('checkbox', { name: 'Flight booked' });
    expect(await seriousViolationsOf(container)).toEqual([]);
  });
});
