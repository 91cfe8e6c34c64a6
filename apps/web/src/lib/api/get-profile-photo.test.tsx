import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { studentProfileOf } from '../../test/student-profile.ts';
import { useProfilePhoto } from './get-profile-photo.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const profileWith = (profilePhotoUrl: string): TFakeReply => ({
  status: 200,
  data: studentProfileOf({ profilePhotoUrl }),
});
const PHOTO_PATH = '/api/student-profiles/download/photo';

function Probe() {
  const photo = useProfilePhoto();
  return <output data-testid="photo">{photo ?? 'none'}</output>;
}
const shown = () => screen.getByTestId('photo').textContent;

let fake: ReturnType<typeof installFakeApi>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => fake.restore());

describe('the shared profile photo read', () => {
  it('is a data URL of the answer when the profile names a photo', async () => {
    fake = installFakeApi({
      'GET /api/student-profiles': profileWith(PHOTO_PATH),
      [`GET ${PHOTO_PATH}`]: { status: 200, data: { contentType: 'image/png', base64String: PNG } },
    });
    renderWithApp(<Probe />);
    await waitFor(() => expect(shown()).toBe(`data:image/png;base64,${PNG}`));
  });

  it('asks nothing when the profile has no photo', async () => {
    fake = installFakeApi({ 'GET /api/student-profiles': profileWith('') });
    renderWithApp(<Probe />);
    await waitFor(() =>
      expect(fake.requests.map((request) => request.url)).toEqual(['/api/student-profiles']),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests.some((request) => request.url === PHOTO_PATH)).toBe(false);
    expect(shown()).toBe('none');
  });

  it('takes a 404 as "no photo", not as a failure (nothing logged)', async () => {
    fake = installFakeApi({
      'GET /api/student-profiles': profileWith(PHOTO_PATH),
      [`GET ${PHOTO_PATH}`]: { status: 404, data: { status: 'NOT_FOUND', message: 'Not found' } },
    });
    renderWithApp(<Probe />);
    await waitFor(() => expect(fake.requests.some((request) => request.url === PHOTO_PATH)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toBe('none');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs another failure (§8 names no message) and shows no photo', async () => {
    fake = installFakeApi({
      'GET /api/student-profiles': profileWith(PHOTO_PATH),
      [`GET ${PHOTO_PATH}`]: { status: 400, data: { status: 'BAD_REQUEST', message: 'Bad' } },
    });
    renderWithApp(<Probe />);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(shown()).toBe('none');
  });
});
