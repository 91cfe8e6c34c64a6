import {
  ERROR_MESSAGES,
  EVENT_STAT_LABELS,
  type TEvent,
  type TEventRegistrationResult,
  TOAST_MESSAGES,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { FREE_BENEFITS } from './event-success-details.tsx';
import { EventSuccessScreen } from './event-success-screen.tsx';

const JLG_EVENT: TEvent = {
  id: 1,
  city: 'Jalgaon',
  date: '2027-01-16',
  startTime: '11:00',
  endTime: '17:00',
  remarks: 'Study Abroad Expo: meet university delegates and get free counselling.',
  address: 'Hotel Royal Palace, Banquet Hall\nMahabal Road, Jai Nagar\nJalgaon, Maharashtra 425001',
  locationLink: 'https://www.google.com/maps/search/?api=1&query=Jalgaon',
  countryCount: 6,
  universityCount: 40,
};

const registered = (eventCode: string, event: Partial<TEvent> = {}): TFakeReply => ({
  status: 200,
  data: {
    referenceId: 'SA-000041',
    eventCode,
    message: TOAST_MESSAGES.eventRegistered,
    event: { ...JLG_EVENT, ...event },
  } satisfies TEventRegistrationResult,
});

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 'signed.jwt.token');
  sessionStorage.setItem('userName', 'Asha Rao');
});
afterEach(() => fake?.restore());

const location = () => screen.getByTestId('location').textContent;

/** Opens the screen the way sign-in does: a navigation carrying the router state, if any. */
function renderScreen(state?: { isNewUser: boolean }) {
  return renderWithApp(
    <Routes>
      <Route path="/sign-in" element={<Navigate to="/event-success" replace state={state} />} />
      <Route path="/event-success" element={<EventSuccessScreen />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route: '/sign-in' },
  );
}

describe('event registration (§7 POST /otp/register/event)', () => {
  it("registers the kept code once, toasts 'Registered successfully!' and makes the student an event user", async () => {
    fake = installFakeApi({ 'POST /otp/register/event': registered('JLG') });
    sessionStorage.setItem('eventCode', 'JLG');
    sessionStorage.setItem('isEvent', 'false');
    renderScreen();
    expect(screen.getByText('Please wait..')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Registration Successful' })).toBeInTheDocument();
    expect(await screen.findByText(TOAST_MESSAGES.eventRegistered)).toBeInTheDocument();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', params: { eventCode: 'JLG' } });
    expect(fake.requests[0]?.headers.Authorization).toBe('Bearer signed.jwt.token');
    expect(sessionStorage.getItem('isEvent')).toBe('true');
  });

  it("shows the server's reason (or 'Failed to Register!') and lets the student try again", async () => {
    let calls = 0;
    fake = installFakeApi({
      'POST /otp/register/event': () => {
        calls += 1;
        return calls === 1 ? { status: 500, data: apiErrorBody('INTERNAL', 'boom') } : registered('JLG');
      },
    });
    sessionStorage.setItem('eventCode', 'JLG');
    renderScreen();
    expect(await screen.findByText('We could not register you for the event')).toBeInTheDocument();
    // a 5xx: the §8 fallback, inline and as the toast
    expect(await screen.findAllByText(ERROR_MESSAGES.register)).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Registration Successful' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Registration Successful' })).toBeInTheDocument();
  });

  it('sends a student without a kept event code home', async () => {
    fake = installFakeApi({});
    renderScreen();
    await waitFor(() => expect(location()).toBe('/courses'));
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the success screen (§2 Event registration success)', () => {
  it('shows the reference id, the Date/Time and Venue cards, the stats, the FREE banner and View Courses', async () => {
    fake = installFakeApi({ 'POST /otp/register/event': registered('JLG') });
    sessionStorage.setItem('eventCode', 'JLG');
    renderScreen();
    await screen.findByRole('heading', { name: 'Registration Successful' });
    expect(screen.getByText(/Reference ID:/)).toHaveTextContent('Reference ID: SA-000041');

    const dateTime = screen.getByRole('region', { name: 'Date/Time' });
    expect(dateTime).toHaveTextContent('Saturday, 16 January 2027');
    expect(dateTime).toHaveTextContent('11:00 AM – 5:00 PM');

    const venue = screen.getByRole('region', { name: 'Venue' });
    const lines = within(venue).getByText('Hotel Royal Palace, Banquet Hall').parentElement;
    expect(lines?.tagName).toBe('ADDRESS');
    expect(lines?.children).toHaveLength(3);
    const map = within(venue).getByRole('link', { name: /view location on map/i });
    expect(map).toHaveAttribute('href', JLG_EVENT.locationLink);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');

    expect(screen.getByText('6+')).toBeInTheDocument();
    expect(screen.getByText('40+')).toBeInTheDocument();
    expect(screen.getByText(EVENT_STAT_LABELS.participating.countries)).toBeInTheDocument();
    expect(screen.getByText(EVENT_STAT_LABELS.participating.universities)).toBeInTheDocument();

    const banner = screen.getByRole('region', { name: /free of charge/i });
    expect(within(banner).getByText('FREE')).toBeInTheDocument();
    for (const benefit of FREE_BENEFITS) expect(within(banner).getByText(benefit)).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: 'Complete registration' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View Courses' }));
    expect(location()).toBe('/courses');
  });

  it("words the stats 'Countries Support' / 'Top Global Universities on board' for SSU", async () => {
    fake = installFakeApi({ 'POST /otp/register/event': registered('SSU', { universityCount: 60 }) });
    sessionStorage.setItem('eventCode', 'SSU');
    renderScreen();
    expect(await screen.findByText('Countries Support')).toBeInTheDocument();
    expect(screen.getByText('Top Global Universities on board')).toBeInTheDocument();
    expect(screen.getByText('60+')).toBeInTheDocument();
    expect(screen.queryByText('Countries Participating')).not.toBeInTheDocument();
  });

  it('leaves out the location link when the event has none', async () => {
    fake = installFakeApi({ 'POST /otp/register/event': registered('KOP', { locationLink: null }) });
    sessionStorage.setItem('eventCode', 'KOP');
    renderScreen();
    const venue = await screen.findByRole('region', { name: 'Venue' });
    expect(within(venue).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks a student without a name yet (a new one) to complete the registration form next', async () => {
    fake = installFakeApi({ 'POST /otp/register/event': registered('JLG') });
    sessionStorage.setItem('eventCode', 'JLG');
    sessionStorage.setItem('userName', '');
    renderScreen({ isNewUser: true });
    const next = await screen.findByRole('link', { name: 'Complete registration' });
    expect(screen.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/courses');
    await userEvent.setup().click(next);
    expect(location()).toBe('/registration');
  });

  it("does not ask again once the form is filled, whatever sign-in's router state said", async () => {
    fake = installFakeApi({ 'POST /otp/register/event': registered('JLG') });
    sessionStorage.setItem('eventCode', 'JLG');
    renderScreen({ isNewUser: true });
    await screen.findByRole('heading', { name: 'Registration Successful' });
    expect(screen.queryByRole('link', { name: 'Complete registration' })).not.toBeInTheDocument();
  });
});
