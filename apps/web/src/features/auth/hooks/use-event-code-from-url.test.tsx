import { ERROR_MESSAGES, type TEvent } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useEventCodeFromUrl } from './use-event-code-from-url.ts';

const EVENT: TEvent = {
  id: 1,
  city: 'Jalgaon',
  date: '2027-01-16',
  startTime: '11:00',
  endTime: '17:00',
  remarks: '',
  address: 'Hotel Royal Palace',
  locationLink: null,
  countryCount: 6,
  universityCount: 40,
};

function Probe() {
  const eventCode = useEventCodeFromUrl();
  return <p>code: {eventCode ?? 'none'}</p>;
}

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => fake.restore());

const location = () => screen.getByTestId('location').textContent;
const eventLookups = () => fake.requests.filter((request) => request.url === '/event-registration/event');

describe('the event code of the address (§4 Event verification)', () => {
  it('keeps the code (upper case), checks it once and stays on the login screen before sign-in', async () => {
    fake = installFakeApi({ 'GET /event-registration/event': { status: 200, data: EVENT } });
    renderWithApp(<Probe />, { route: '/?eventCode=jlg' });
    expect(screen.getByText('code: JLG')).toBeInTheDocument();
    expect(sessionStorage.getItem('eventCode')).toBe('JLG');
    await waitFor(() => expect(sessionStorage.getItem('isEvent')).toBe('true'));
    expect(eventLookups()).toHaveLength(1);
    expect(eventLookups()[0]?.params).toEqual({ eventCode: 'JLG' });
    expect(location()).toBe('/?eventCode=jlg');
  });

  it("toasts 'Event details not found' for an unknown code", async () => {
    fake = installFakeApi({
      'GET /event-registration/event': {
        status: 404,
        data: apiErrorBody('NOT_FOUND', ERROR_MESSAGES.eventNotFound),
      },
    });
    renderWithApp(<Probe />, { route: '/?eventCode=NOPE' });
    expect(await screen.findByText(ERROR_MESSAGES.eventNotFound)).toBeInTheDocument();
    expect(sessionStorage.getItem('isEvent')).toBe('false');
    expect(sessionStorage.getItem('eventCode')).toBeNull();
  });

  it('does nothing without a code', () => {
    fake = installFakeApi({});
    renderWithApp(<Probe />, { route: '/login' });
    expect(screen.getByText('code: none')).toBeInTheDocument();
    expect(sessionStorage.getItem('eventCode')).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('sends a signed-in student on to the event registration once the code checks out', async () => {
    localStorage.setItem('token', 'signed.jwt.token');
    fake = installFakeApi({ 'GET /event-registration/event': { status: 200, data: EVENT } });
    renderWithApp(<Probe />, { route: '/?eventCode=KOP' });
    await waitFor(() => expect(location()).toBe('/event-success'));
  });

  it('sends a signed-in student home when the code is unknown', async () => {
    localStorage.setItem('token', 'signed.jwt.token');
    fake = installFakeApi({ 'GET /event-registration/event': { status: 404, data: {} } });
    renderWithApp(<Probe />, { route: '/?eventCode=NOPE' });
    await waitFor(() => expect(location()).toBe('/courses'));
  });
});
