import { COUNSELLOR_CARD_AUDIT_ACTIONS, COUNSELLOR_CARD_MESSAGES as M, ZContactCard } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyGif, tinyPng } from '../helpers/images.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { cardSnapshot, fullCard, getCard, putCard } from './fixture.ts';

/** A staff member's own contact card: GET / PUT /api/staff/me/contact-card. */
const t = useTestApp();
let counsellor: TSignedIn;

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
});

describe('GET /api/staff/me/contact-card', () => {
  it('answers an empty card until the first save', async () => {
    const fresh = await createSignedInUser(t.app, 'ADMIN');
    const res = await getCard(t.app, fresh);
    expect(res.statusCode).toBe(200);
    expect(ZContactCard.strict().parse(res.json())).toEqual({
      showSignInNumber: false,
      displayPhone: null,
      whatsappNumber: null,
      workingDays: [],
      hoursFrom: null,
      hoursTo: null,
      meetingLink: null,
      photoUrl: null,
      updatedAt: null,
    });
  });

  it('is for staff only', async () => {
    const student = await createSignedInUser(t.app);
    expect((await getCard(t.app, student)).statusCode).toBe(403);
    expect((await putCard(t.app, student, fullCard)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me/contact-card' })).statusCode).toBe(401);
  });
});

describe('PUT /api/staff/me/contact-card', () => {
  it('saves the card, keeps phones as 10 digits and audits the change', async () => {
    const res = await putCard(t.app, counsellor, fullCard);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayPhone: '9845012345',
      whatsappNumber: null,
      workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      hoursFrom: '09:30',
      hoursTo: '18:00',
      meetingLink: fullCard.meetingLink,
      photoUrl: null,
    });
    expect((await getCard(t.app, counsellor)).json()).toEqual(res.json());
    const { audit } = await cardSnapshot(t.app, counsellor.id);
    const entry = audit.at(-1);
    expect(entry).toMatchObject({
      action: COUNSELLOR_CARD_AUDIT_ACTIONS.contactCardChanged,
      entityType: 'STAFF_ACCOUNT',
      entityId: counsellor.id,
      studentId: null,
    });
    expect(entry?.after).toMatchObject({ displayPhone: '9845012345', hasPhoto: false });
  });

  it('records nothing when nothing changed', async () => {
    await putCard(t.app, counsellor, fullCard);
    const before = await cardSnapshot(t.app, counsellor.id);
    expect((await putCard(t.app, counsellor, fullCard)).statusCode).toBe(200);
    expect(await cardSnapshot(t.app, counsellor.id)).toEqual(before);
  });

  it('stores a photo through the profile photo checks, keeps it when left out, removes it on null', async () => {
    const photo = { contentType: 'image/png', base64String: tinyPng().toString('base64') };
    const saved = await putCard(t.app, counsellor, { ...fullCard, photo });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().photoUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    const kept = await putCard(t.app, counsellor, { ...fullCard, meetingLink: 'https://meet.example.com/x' });
    expect(kept.json().photoUrl).toBe(saved.json().photoUrl);
    const removed = await putCard(t.app, counsellor, { ...fullCard, photo: null });
    expect(removed.json().photoUrl).toBeNull();
    const { audit } = await cardSnapshot(t.app, counsellor.id);
    // The trail says a photo came and went, never its bytes.
    expect(JSON.stringify(audit)).not.toContain(photo.base64String.slice(0, 40));
  });

  it('refuses a picture that is not a PNG or JPEG with the profile photo message', async () => {
    const before = await cardSnapshot(t.app, counsellor.id);
    const res = await putCard(t.app, counsellor, {
      ...fullCard,
      photo: { contentType: 'image/png', base64String: tinyGif().toString('base64') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toMatch(/PNG or JPEG|image/i);
    expect(await cardSnapshot(t.app, counsellor.id)).toEqual(before);
  });

  it.each([
    ['a bad phone', { displayPhone: '12345' }, 'displayPhone', M.phoneInvalid],
    ['a bad WhatsApp number', { whatsappNumber: '+44 20 7946 0958' }, 'whatsappNumber', M.whatsappInvalid],
    ['an http: link', { meetingLink: 'http://meet.example.com/abc' }, 'meetingLink', M.meetingLinkHttps],
    ['a javascript: link', { meetingLink: 'javascript:alert(1)' }, 'meetingLink', M.meetingLinkHttps],
    [
      'a link too long',
      { meetingLink: `https://x.example.com/${'a'.repeat(490)}` },
      'meetingLink',
      M.meetingLinkTooLong,
    ],
    ['bad hours', { hoursFrom: '9am' }, 'hoursFrom', M.timeInvalid],
    ['hours off the half hour', { hoursTo: '17:45' }, 'hoursTo', M.timeInvalid],
    ['an end before the start', { hoursFrom: '18:00', hoursTo: '09:30' }, 'hoursTo', M.endBeforeStart],
    ['days without times', { hoursFrom: null, hoursTo: null }, 'hoursFrom', M.timesRequired],
    ['times without days', { workingDays: [] }, 'workingDays', M.daysRequired],
    ['an unknown day', { workingDays: ['MON', 'FUNDAY'] }, 'workingDays.1', M.dayInvalid],
    [
      'both a phone and the sign-in number',
      { showSignInNumber: true },
      'displayPhone',
      M.phoneOrSignInNumber,
    ],
  ])('refuses %s with a clear 400 and changes nothing', async (_, change, path, message) => {
    await putCard(t.app, counsellor, fullCard);
    const before = await cardSnapshot(t.app, counsellor.id);
    const res = await putCard(t.app, counsellor, { ...fullCard, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await cardSnapshot(t.app, counsellor.id)).toEqual(before);
  });

  it('refuses unknown fields', async () => {
    const res = await putCard(t.app, counsellor, { ...fullCard, staffId: 1 });
    expect(res.statusCode).toBe(400);
  });
});
