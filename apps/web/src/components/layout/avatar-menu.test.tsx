import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { studentProfileOf } from '../../test/student-profile.ts';
import { StudentAvatarMenu as Avatar } from '../../test/student-shell.tsx';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PHOTO_PATH = '/api/student-profiles/download/photo';
const profileWith = (profilePhotoUrl: string): TFakeReply => ({
  status: 200,
  data: studentProfileOf({ profilePhotoUrl }),
});

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

describe('header avatar (§2 Header)', () => {
  it('shows the photo instead of the initials when the student has one', async () => {
    fake = installFakeApi({
      'GET /api/student-profiles': profileWith(PHOTO_PATH),
      [`GET ${PHOTO_PATH}`]: { status: 200, data: { contentType: 'image/png', base64String: PNG } },
    });
    const { container } = renderWithApp(<Avatar />);
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', `data:image/png;base64,${PNG}`),
    );
    const button = screen.getByRole('button', { name: 'Account menu, profile 40% complete' });
    expect(button).not.toHaveTextContent('AR');
  });

  it('shows the initials when there is no photo, and asks for none', async () => {
    fake = installFakeApi({ 'GET /api/student-profiles': profileWith('') });
    renderWithApp(<Avatar />);
    expect(
      await screen.findByRole('button', { name: 'AR: Account menu, profile 40% complete' }),
    ).toHaveTextContent('AR');
    expect(screen.queryByRole('img')).toBeNull();
    expect(fake.requests.some((request) => request.url === PHOTO_PATH)).toBe(false);
  });
});
