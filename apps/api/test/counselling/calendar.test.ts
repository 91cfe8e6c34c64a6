import { SESSION_CALENDAR } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addDays, bookCall, MONDAY, setIndiaTime } from './counselling-calls.ts';

const t = useTestApp({
  notify: { mailFrom: 'Portal <no-reply@example.test>', publicUrl: 'https://portal.example' },
});

const calendarCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: SESSION_CALENDAR.path, headers });

/** The event's properties, long lines unfolded (RFC 5545 §3.1). */
function eventOf(ics: string): Record<string, string> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const fields: Record<string, string> = {};
  for (const line of lines.slice(start + 1, lines.indexOf('END:VEVENT'))) {
    const colon = line.indexOf(':');
    fields[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
  }
  return fields;
}

describe('GET /api/counselling/booking/calendar.ics', () => {
  it('downloads the booked session as a calendar event at its India time, 30 minutes long', async () => {
    setIndiaTime(t, `${addDays(MONDAY, -7)}T09:00`);
    const student = await createSignedInUser(t.app);
    const booked = await bookCall(t, student.headers, {
      date: MONDAY,
      time: '10:30',
      topics: ['VISA_PROCESS'],
    });
    expect(booked.statusCode).toBe(201);

    const response = await calendarCall(student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="counselling-session.ics"');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(response.body).toContain('METHOD:PUBLISH');
    const event = eventOf(response.body);
    // 10:30 in India (UTC+05:30) is 05:00 UTC.
    expect(event.DTSTART).toBe('20310303T050000Z');
    expect(event.DURATION).toBe('PT30M');
    expect(event.UID).toBe(`counselling-${student.id}-0@portal.example`);
    expect(event.STATUS).toBe('CONFIRMED');
    expect(event.URL).toBe('https://portal.example/book-counselling');

    // A moved session is the same event, later in the day, with a higher SEQUENCE.
    t.clock.offsetMs += 5_000;
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/counselling/booking',
      headers: student.headers,
      payload: { date: MONDAY, time: '15:00', topics: ['VISA_PROCESS'] },
    });
    expect(moved.statusCode).toBe(200);
    const after = eventOf((await calendarCall(student.headers)).body);
    expect(after.UID).toBe(event.UID);
    expect(after.DTSTART).toBe('20310303T093000Z');
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(event.SEQUENCE));
  });

  it('answers 404 with a clear message when nothing is booked, 403 to staff and 401 without a token', async () => {
    const student = await createSignedInUser(t.app);
    const none = await calendarCall(student.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().debugMessage).toBe(SESSION_CALENDAR.noBookedSession);

    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await calendarCall(counsellor.headers)).statusCode).toBe(403);
    expect((await calendarCall({})).statusCode).toBe(401);
  });
});
