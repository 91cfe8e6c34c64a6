import { COUNSELLOR_CARD_MESSAGES, toIsoDate, ZStudentCounsellorResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { tinyJpeg } from '../helpers/images.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { assign, book, fullCard, getCounsellor, putCard, rename } from './fixture.ts';

/** GET /api/student/counsellor: the student's own counsellor, their card and the next session. */
const t = useTestApp();
let admin: TSignedIn;
let meena: TSignedIn;
let ravi: TSignedIn;

/** Puts the test clock at an instant (the card's "available now" is judged by it). */
const setNow = (iso: string) => {
  t.clock.offsetMs = Date.parse(iso) - Date.now();
};
const counsellorOf = async (student: TSignedIn) => {
  const res = await getCounsellor(t.app, student);
  expect(res.statusCode).toBe(200);
  return ZStudentCounsellorResponse.strict().parse(res.json()).counsellor;
};

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  meena = await createSignedInUser(t.app, 'COUNSELLOR');
  ravi = await createSignedInUser(t.app, 'COUNSELLOR');
  await rename(t.app, meena.id, 'Meena Iyer');
  await rename(t.app, ravi.id, 'Ravi Kumar');
  await putCard(t.app, meena, fullCard);
});

describe('GET /api/student/counsellor', () => {
  it('is null while no counsellor is assigned', async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, null);
    expect(await counsellorOf(student)).toBeNull();
  });

  it("shows the counsellor's card with links, hours and availability in India time", async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, meena.id);
    setNow('2026-11-30T05:00:00Z'); // Monday 10:30 IST
    expect(await counsellorOf(student)).toEqual({
      name: 'Meena Iyer',
      photoUrl: null,
      phoneText: '+91 98450 12345',
      callLink: 'tel:+919845012345',
      whatsappLink: 'https://wa.me/919845012345',
      hours: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '09:30', to: '18:00' },
      hoursText: 'Mon–Fri, 9:30 AM – 6:00 PM IST',
      isAvailableNow: true,
      backAt: null,
      nextSession: null,
    });
    setNow('2026-12-04T13:00:00Z'); // Friday 18:30 IST
    expect(await counsellorOf(student)).toMatchObject({
      isAvailableNow: false,
      backAt: '9:30 AM IST on Monday',
    });
  });

  it('shows the next booked session with the meeting link, not a past or cancelled one', async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, meena.id);
    const today = toIsoDate(t.clock.now());
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const later = toIsoDate(new Date(Date.UTC(year, month - 1, day + 3, 6)));
    await book(t.app, student.id, later, '11:00');
    expect((await counsellorOf(student))?.nextSession).toEqual({
      date: later,
      time: '11:00',
      meetingLink: fullCard.meetingLink,
    });
    const other = await createSignedInUser(t.app);
    await assign(t.app, other.id, meena.id);
    await book(t.app, other.id, '2020-01-06', '11:00');
    expect((await counsellorOf(other))?.nextSession).toBeNull();
  });

  it('shows a reassignment on the very next call', async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, meena.id);
    expect((await counsellorOf(student))?.name).toBe('Meena Iyer');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/students/${student.id}/counsellor`,
      headers: admin.headers,
      payload: { counsellorId: ravi.id },
    });
    expect(res.statusCode).toBe(200);
    const card = await counsellorOf(student);
    expect(card?.name).toBe('Ravi Kumar');
    // Ravi has set no card: no phone is made up for him.
    expect(card).toMatchObject({ phoneText: null, callLink: null, whatsappLink: null, hours: null });
  });

  it('never shows the sign-in number unless the counsellor chose to show it', async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, ravi.id);
    await putCard(t.app, ravi, { ...fullCard, displayPhone: null });
    expect(JSON.stringify(await counsellorOf(student))).not.toContain(ravi.mobileNumber);
    await putCard(t.app, ravi, { ...fullCard, displayPhone: null, showSignInNumber: true });
    expect(await counsellorOf(student)).toMatchObject({
      callLink: `tel:+91${ravi.mobileNumber}`,
      whatsappLink: `https://wa.me/91${ravi.mobileNumber}`,
    });
  });

  it('links WhatsApp to its own number when one is set', async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, ravi.id);
    await putCard(t.app, ravi, { ...fullCard, whatsappNumber: '7012345678' });
    expect(await counsellorOf(student)).toMatchObject({
      callLink: 'tel:+919845012345',
      whatsappLink: 'https://wa.me/917012345678',
    });
  });

  it('shows the photo the counsellor saved', async () => {
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, ravi.id);
    const photo = { contentType: 'image/jpeg', base64String: tinyJpeg().toString('base64') };
    await putCard(t.app, ravi, { ...fullCard, photo });
    expect((await counsellorOf(student))?.photoUrl).toMatch(/^data:image\/jpeg;base64,/);
  });

  it("only ever answers the caller's own counsellor, whatever the request carries", async () => {
    const mine = await createSignedInUser(t.app);
    const theirs = await createSignedInUser(t.app);
    await assign(t.app, mine.id, ravi.id);
    await assign(t.app, theirs.id, meena.id);
    for (const url of [
      `/api/student/counsellor?studentId=${theirs.id}`,
      `/api/student/counsellor?id=${theirs.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: mine.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().counsellor.name).toBe('Ravi Kumar');
    }
    expect((await counsellorOf(theirs))?.name).toBe('Meena Iyer');
  });

  it('treats a disabled counsellor as none', async () => {
    const gone = await createSignedInUser(t.app, 'COUNSELLOR');
    const student = await createSignedInUser(t.app);
    await assign(t.app, student.id, gone.id);
    await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    expect(await counsellorOf(student)).toBeNull();
  });

  it('is for students: staff get 403, no token 401', async () => {
    const res = await getCounsellor(t.app, meena);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(COUNSELLOR_CARD_MESSAGES.studentsOnly);
    expect((await t.app.inject({ method: 'GET', url: '/api/student/counsellor' })).statusCode).toBe(401);
  });
});
