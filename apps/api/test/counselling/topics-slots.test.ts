import { COUNSELLING_MESSAGES, COUNSELLING_SCHEDULE, ZCounsellingSlots } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  ALL_SLOT_TIMES,
  addDays,
  bookCall,
  cancelCall,
  MONDAY,
  SATURDAY,
  SUNDAY,
  setIndiaTime,
  slotsCall,
  topicsCall,
} from './counselling-calls.ts';

const t = useTestApp();
const timesOf = (body: { time: string }[]) => body.map((slot) => slot.time);

describe('GET /api/counselling/topics', () => {
  it('lists the six topics with stable ids', async () => {
    const student = await createSignedInUser(t.app);
    const res = await topicsCall(t, student.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'COURSE_SELECTION', name: 'Course selection' },
      { id: 'COUNTRY_AND_UNIVERSITY', name: 'Country and university guidance' },
      { id: 'SCHOLARSHIPS_AND_FUNDING', name: 'Scholarships and funding' },
      { id: 'VISA_PROCESS', name: 'Visa process' },
      { id: 'APPLICATION_AND_DOCUMENTS', name: 'Application and documents' },
      { id: 'ACCOMMODATION_AND_PRE_DEPARTURE', name: 'Accommodation and pre-departure' },
    ]);
  });

  it('needs a token', async () => {
    expect((await topicsCall(t, {})).statusCode).toBe(401);
  });
});

describe('GET /api/counselling/slots', () => {
  it('lists every half hour from 10:00 to 17:30 India time, all available, before the day starts', async () => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T09:15`);
    const res = await slotsCall(t, student.headers, MONDAY);
    expect(res.statusCode).toBe(200);
    expect(ZCounsellingSlots.parse(res.json())).toEqual(
      ALL_SLOT_TIMES.map((time) => ({ time, available: true })),
    );
  });

  it('lists Saturdays but not Sundays', async () => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T09:15`);
    expect(timesOf((await slotsCall(t, student.headers, SATURDAY)).json())).toEqual(ALL_SLOT_TIMES);
    const sunday = await slotsCall(t, student.headers, SUNDAY);
    expect(sunday.statusCode).toBe(200);
    expect(sunday.json()).toEqual([]);
  });

  it.each([
    ['12:10', '12:30'],
    ['12:00', '12:30'],
    ['11:59', '12:00'],
    ['17:29', '17:30'],
  ])('at %s today lists slots from %s on (none that have started)', async (now, first) => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T${now}`);
    const times = timesOf((await slotsCall(t, student.headers, MONDAY)).json());
    expect(times).toEqual(ALL_SLOT_TIMES.slice(ALL_SLOT_TIMES.indexOf(first)));
  });

  it('lists nothing today once the last slot has started, and all of tomorrow', async () => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T17:30`);
    expect((await slotsCall(t, student.headers, MONDAY)).json()).toEqual([]);
    expect(timesOf((await slotsCall(t, student.headers, addDays(MONDAY, 1))).json())).toEqual(ALL_SLOT_TIMES);
  });

  it('lists nothing for a date already gone', async () => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T09:15`);
    const res = await slotsCall(t, student.headers, addDays(MONDAY, -2));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("counts days in India's time zone, not the server's", async () => {
    const student = await createSignedInUser(t.app);
    // 00:30 on Tuesday in India is still Monday 19:00 in UTC.
    setIndiaTime(t, `${addDays(MONDAY, 1)}T00:30`);
    expect(t.clock.now().toISOString().slice(0, 10)).toBe(MONDAY);
    expect((await slotsCall(t, student.headers, MONDAY)).json()).toEqual([]);
    expect(timesOf((await slotsCall(t, student.headers, addDays(MONDAY, 1))).json())).toEqual(ALL_SLOT_TIMES);
  });

  it(`accepts dates up to ${COUNSELLING_SCHEDULE.maxDaysAhead} days ahead and refuses later ones with 400`, async () => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T09:15`);
    const last = addDays(MONDAY, COUNSELLING_SCHEDULE.maxDaysAhead);
    expect((await slotsCall(t, student.headers, last)).statusCode).toBe(200);
    const res = await slotsCall(t, student.headers, addDays(last, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: COUNSELLING_MESSAGES.tooFarAhead,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a date', 'tomorrow'],
    ['unpadded', '2031-3-4'],
    ['day/month/year', '04-03-2031'],
    ['not a real day', '2031-02-29'],
    ['month 13', '2031-13-01'],
    ['with a time', '2031-03-04T10:00'],
  ])('refuses a %s date with 400', async (_label, date) => {
    const student = await createSignedInUser(t.app);
    const res = await slotsCall(t, student.headers, date);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: COUNSELLING_MESSAGES.invalidDate,
    });
  });

  it(`marks a slot unavailable once ${COUNSELLING_SCHEDULE.slotCapacity} sessions are booked, and free again after a cancellation`, async () => {
    setIndiaTime(t, `${MONDAY}T09:15`);
    const date = addDays(MONDAY, 2);
    const students = await Promise.all(
      Array.from({ length: COUNSELLING_SCHEDULE.slotCapacity }, () => createSignedInUser(t.app)),
    );
    const viewer = await createSignedInUser(t.app);
    const availableAt = async (time: string) =>
      (await slotsCall(t, viewer.headers, date)).json().find((slot: { time: string }) => slot.time === time)
        ?.available;

    for (const [i, student] of students.entries()) {
      expect(await availableAt('11:00')).toBe(true);
      const res = await bookCall(t, student.headers, { date, time: '11:00', topics: ['VISA_PROCESS'] });
      expect(res.statusCode, res.body).toBe(201);
      if (i < students.length - 1) expect(await availableAt('11:00')).toBe(true);
    }
    expect(await availableAt('11:00')).toBe(false);
    const others = (await slotsCall(t, viewer.headers, date))
      .json()
      .filter((s: { time: string }) => s.time !== '11:00');
    expect(others.every((slot: { available: boolean }) => slot.available)).toBe(true);

    const first = students[0];
    if (!first) throw new Error('no student');
    expect((await cancelCall(t, first.headers)).statusCode).toBe(200);
    expect(await availableAt('11:00')).toBe(true);
  });

  it('may be read by staff; needs a token', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    setIndiaTime(t, `${MONDAY}T09:15`);
    expect((await slotsCall(t, staff.headers, MONDAY)).statusCode).toBe(200);
    expect((await slotsCall(t, {}, MONDAY)).statusCode).toBe(401);
  });
});
