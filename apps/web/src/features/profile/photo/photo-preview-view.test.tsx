import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { studentProfileOf } from '../../../test/student-profile.ts';
import { StudentAvatarMenu } from '../../../test/student-shell.tsx';
import { PhotoPreviewView } from './photo-preview-view.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const CROPPED = `data:image/png;base64,${PNG}`;
const UPLOAD = 'PUT /api/student-profiles/upload/photo';
const PHOTO_PATH = '/api/student-profiles/download/photo';

/** A server with one student: the upload stores the photo, the profile then names it and counts +10 %. */
function installStudentApi(
  upload: TFakeReply = { status: 200, data: { message: 'Profile photo uploaded successfully!' } },
) {
  let stored: string | null = null;
  const profile = () => ({
    status: 200,
    data: studentProfileOf({ progressPercent: stored ? 50 : 40, profilePhotoUrl: stored ? PHOTO_PATH : '' }),
  });
  return installFakeApi({
    'GET /api/student-profiles': profile,
    [UPLOAD]: async (request: TFakeRequest) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (upload.status === 200) stored = (request.data as { base64String: string }).base64String;
      return upload;
    },
    [`GET ${PHOTO_PATH}`]: () =>
      stored
        ? { status: 200, data: { contentType: 'image/png', base64String: stored } }
        : { status: 404, data: { status: 'NOT_FOUND', message: 'No photo' } },
  });
}

let fake: ReturnType<typeof installFakeApi>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

const user = () => userEvent.setup({ delay: null });
const uploads = () => fake.requests.filter((request) => `${request.method} ${request.url}` === UPLOAD);

function Screen({ onChange = () => {}, onDone = () => {} }: { onChange?: () => void; onDone?: () => void }) {
  return (
    <>
      <StudentAvatarMenu />
      <ProfileAvatar progress={40} onEdit={() => {}} />
      <PhotoPreviewView image={CROPPED} onChange={onChange} onDone={onDone} />
    </>
  );
}

describe('preview view (§2, §4)', () => {
  it('shows the cropped photo round at 192 px with Change and Done', () => {
    fake = installStudentApi();
    renderWithApp(<Screen />);
    const photo = screen.getByRole('img', { name: 'Your cropped photo' });
    expect(photo).toHaveAttribute('src', CROPPED);
    expect(photo).toHaveAttribute('width', '192');
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('Done sends the PNG base64 without its data-URL prefix, once however often pressed, then returns', async () => {
    fake = installStudentApi();
    const onDone = vi.fn();
    renderWithApp(<Screen onDone={onDone} />);
    await user().dblClick(screen.getByRole('button', { name: 'Done' }));
    await user().click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]?.data).toEqual({ contentType: 'image/png', base64String: PNG });
    expect(JSON.stringify(uploads()[0]?.data)).not.toContain('data:');
  });

  it('after Done both avatars show the new photo and the ring the new progress', async () => {
    fake = installStudentApi();
    const { container } = renderWithApp(<Screen />);
    await screen.findByRole('button', { name: 'AR: Account menu, profile 40% complete' });
    await user().click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('button', { name: 'Account menu, profile 50% complete' });
    await waitFor(() => {
      const faces = container.querySelectorAll('img[alt=""]');
      expect([...faces].map((face) => face.getAttribute('src'))).toEqual([CROPPED, CROPPED]);
    });
  });

  it('Change goes back without sending anything', async () => {
    fake = installStudentApi();
    const onChange = vi.fn();
    renderWithApp(<Screen onChange={onChange} />);
    await user().click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(uploads()).toHaveLength(0);
  });

  it('a failed upload is logged (§8) and said here, with Try again; the student stays on the preview', async () => {
    fake = installStudentApi({ status: 503, data: { status: 'SERVICE_UNAVAILABLE', message: 'Down' } });
    const onDone = vi.fn();
    const notifier = { success: vi.fn(), error: vi.fn() };
    renderWithApp(<Screen onDone={onDone} />, { notifier });
    await user().click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photo could not be saved.');
    expect(consoleError).toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled(); // no toast: §8 "logged only"
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect(onDone).not.toHaveBeenCalled();
  });
});
