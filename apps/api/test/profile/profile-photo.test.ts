import { LIMITS } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngOfSize, tinyGif, tinyJpeg, tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { profileClient } from './profile-client.ts';

const t = useTestApp();

/** The decoded pixels of a base64 image (a re-encoded photo keeps them, not its bytes). */
const pixelsOf = async (base64: string) =>
  [...(await sharp(Buffer.from(base64, 'base64')).raw().toBuffer())].join(',');
const api = profileClient(t);

const photoKeyOf = async (studentId: number) =>
  (await t.database.query('SELECT photo_key FROM student_profiles WHERE student_id = $1', [studentId]))
    .rows[0]?.photo_key as string | null;

describe('profile photo', () => {
  it.each([
    ['image/png', tinyPng()],
    ['image/jpeg', tinyJpeg()],
  ] as const)('round-trips a real %s', async (contentType, bytes) => {
    const user = await createSignedInUser(t.app);
    const upload = await api.uploadPhoto(user, { contentType, base64String: bytes.toString('base64') });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ message: 'Profile photo uploaded successfully!' });

    // Stored re-encoded from its pixels (content-checks/image.ts): the same picture, clean bytes.
    const download = await api.downloadPhoto(user);
    expect(download.statusCode).toBe(200);
    expect(download.json().contentType).toBe(contentType);
    expect(await pixelsOf(download.json().base64String)).toEqual(await pixelsOf(bytes.toString('base64')));
    expect((await api.getProfile(user)).profilePhotoUrl).toBe('/api/student-profiles/download/photo');
  });

  it('accepts a data-URL prefix left on the base64', async () => {
    const user = await createSignedInUser(t.app);
    const base64String = `data:image/png;base64,${tinyPng().toString('base64')}`;
    expect((await api.uploadPhoto(user, { contentType: 'image/png', base64String })).statusCode).toBe(200);
  });

  it('replaces the previous photo and removes its file', async () => {
    const user = await createSignedInUser(t.app);
    await api.uploadPhoto(user, { contentType: 'image/png', base64String: tinyPng().toString('base64') });
    const firstKey = await photoKeyOf(user.id);
    const second = tinyPng([0, 0, 255, 255]);
    await api.uploadPhoto(user, { contentType: 'image/png', base64String: second.toString('base64') });
    expect(await photoKeyOf(user.id)).not.toBe(firstKey);
    await expect(t.app.storage.get(firstKey ?? '')).rejects.toThrow();
    expect(await pixelsOf((await api.downloadPhoto(user)).json().base64String)).toEqual(
      await pixelsOf(second.toString('base64')),
    );
  });

  it('accepts exactly 2 MB and refuses one byte more', async () => {
    const user = await createSignedInUser(t.app);
    const atLimit = pngOfSize(LIMITS.photoMaxBytes).toString('base64');
    expect(
      (await api.uploadPhoto(user, { contentType: 'image/png', base64String: atLimit })).statusCode,
    ).toBe(200);
    const over = pngOfSize(LIMITS.photoMaxBytes + 1).toString('base64');
    const res = await api.uploadPhoto(user, { contentType: 'image/png', base64String: over });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('The photo must be at most 2 MB.');
  });

  it.each([
    [
      'text bytes',
      'image/png',
      Buffer.from('hello, I am not an image').toString('base64'),
      'The photo must be a PNG or JPEG image.',
    ],
    ['a GIF', 'image/png', tinyGif().toString('base64'), 'The photo must be a PNG or JPEG image.'],
    [
      'a PDF',
      'image/jpeg',
      Buffer.from('%PDF-1.7\n%âãÏÓ\n').toString('base64'),
      'The photo must be a PNG or JPEG image.',
    ],
    [
      'a bare PNG signature',
      'image/png',
      tinyPng().subarray(0, 8).toString('base64'),
      'The photo must be a PNG or JPEG image.',
    ],
    [
      'JPEG bytes labelled PNG',
      'image/png',
      tinyJpeg().toString('base64'),
      'The photo content does not match its contentType image/png.',
    ],
    [
      'PNG bytes labelled JPEG',
      'image/jpeg',
      tinyPng().toString('base64'),
      'The photo content does not match its contentType image/jpeg.',
    ],
    ['bad base64 characters', 'image/png', '!!!!not base64!!!!', 'The photo is not valid base64.'],
    [
      'truncated base64',
      'image/png',
      tinyPng().toString('base64').slice(0, -3),
      'The photo is not valid base64.',
    ],
    ['a data-URL prefix only', 'image/png', 'data:image/png;base64,', 'The photo is not valid base64.'],
    ['an empty string', 'image/png', '', 'base64String must not be empty.'],
  ])('refuses %s with 400 and keeps no photo', async (_name, contentType, base64String, debugMessage) => {
    const user = await createSignedInUser(t.app);
    const res = await api.uploadPhoto(user, { contentType, base64String });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage });
    expect((await api.downloadPhoto(user)).statusCode).toBe(404);
  });

  it.each([
    [
      { contentType: 'image/gif', base64String: tinyGif().toString('base64') },
      'contentType must be image/png or image/jpeg.',
    ],
    [{ base64String: tinyPng().toString('base64') }, 'contentType must be image/png or image/jpeg.'],
    [
      { contentType: 'image/png', base64String: 'iVBO', fileName: 'a.png' },
      'request body: Unrecognized key: "fileName"',
    ],
  ])('refuses the body %j', async (payload, debugMessage) => {
    const user = await createSignedInUser(t.app);
    const res = await api.uploadPhoto(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(debugMessage);
  });

  it('refuses a body beyond the route limit with 413', async () => {
    const user = await createSignedInUser(t.app);
    const huge = 'A'.repeat(3 * 1024 * 1024 + 10);
    const res = await api.uploadPhoto(user, { contentType: 'image/png', base64String: huge });
    expect(res.statusCode).toBe(413);
  });

  it('answers 404 with a clear message when there is no photo', async () => {
    const user = await createSignedInUser(t.app);
    const res = await api.downloadPhoto(user);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'NOT_FOUND',
      debugMessage: 'No profile photo has been uploaded yet.',
    });
  });

  it("never serves one student's photo to another", async () => {
    const alice = await createSignedInUser(t.app);
    const bob = await createSignedInUser(t.app);
    await api.uploadPhoto(alice, { contentType: 'image/png', base64String: tinyPng().toString('base64') });
    expect((await api.downloadPhoto(bob)).statusCode).toBe(404);
    expect((await api.getProfile(bob)).profilePhotoUrl).toBe('');
  });
});
