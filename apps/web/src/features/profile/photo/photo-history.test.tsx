import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PHOTO_TEXTS } from './photo-texts.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfilePhotoViews } from './profile-photo-views.tsx';

// The crop view is a lazy chunk (react-easy-crop): its first load takes a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
URL.createObjectURL ??= () => 'blob:photo';
URL.revokeObjectURL ??= () => {};

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fake = installFakeApi({ 'GET /api/student-profiles': { status: 404 } });
});
afterEach(() => fake.restore());

const user = () => userEvent.setup({ delay: null });

/** The browser's own controls, and a reload (the page mounted afresh on the same history entry). */
function Browser() {
  const navigate = useNavigate();
  const [mounts, setMounts] = useState(0);
  return (
    <>
      <button type="button" onClick={() => void navigate('/profile')}>
        open profile
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        browser forward
      </button>
      <button type="button" onClick={() => setMounts((count) => count + 1)}>
        reload
      </button>
      <ProfilePhotoViews key={mounts}>
        {(openUpload) => (
          <section>
            <h1>Asha Rao</h1>
            <ProfileAvatar progress={40} onEdit={openUpload} name="Asha Rao" />
          </section>
        )}
      </ProfilePhotoViews>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;
const click = async (name: string) => user().click(screen.getByRole('button', { name }));
const isOnProfile = () => screen.getByRole('heading', { level: 1, name: 'Asha Rao' });

/** From /courses to /profile, then the avatar: the upload view. */
async function openUploadView() {
  renderWithApp(<Browser />, { route: '/courses' });
  await click('open profile');
  await click('AR: Change profile photo');
  expect(screen.getByRole('heading', { level: 1, name: 'Profile Picture' })).toBeInTheDocument();
}

describe('photo views and the browser history', () => {
  it("the browser's Back on the upload view shows the profile and stays on /profile", async () => {
    await openUploadView();
    await click('browser back');
    expect(isOnProfile()).toBeInTheDocument();
    expect(location()).toBe('/profile');
    expect(screen.getByRole('button', { name: /Change profile photo$/ })).toHaveFocus();
  });

  it("the browser's Back on the crop view shows the profile", async () => {
    await openUploadView();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText(PHOTO_TEXTS.fileInput), photo);
    await screen.findByRole('slider', { name: 'Zoom' });
    await click('browser back');
    expect(isOnProfile()).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Zoom' })).toBeNull();
    expect(location()).toBe('/profile');
  });

  it('our Back goes back in history: no entry is left behind, the next Back leaves /profile', async () => {
    await openUploadView();
    await click('Back');
    expect(isOnProfile()).toBeInTheDocument();
    expect(location()).toBe('/profile');
    await click('browser back');
    expect(location()).toBe('/courses');
  });

  it('a reload on a photo view shows the profile, and the next Back leaves /profile', async () => {
    await openUploadView();
    await click('reload');
    expect(isOnProfile()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile Picture' })).toBeNull();
    await click('browser back');
    expect(location()).toBe('/courses');
  });

  it("the browser's Forward after Back opens the upload view again; Back closes it", async () => {
    await openUploadView();
    await click('browser back');
    await click('browser forward');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Picture' })).toHaveFocus();
    await click('browser back');
    expect(isOnProfile()).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });
});
