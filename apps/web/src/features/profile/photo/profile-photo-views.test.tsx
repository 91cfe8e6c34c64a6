import { ERROR_MESSAGES } from '@portal/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PHOTO_TEXTS } from './photo-texts.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfilePhotoViews } from './profile-photo-views.tsx';

// The crop view is a lazy chunk (react-easy-crop): its first load takes a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no blob: URLs; the crop view only hands the URL to an <img>, which jsdom never decodes.
URL.createObjectURL ??= () => 'blob:photo';
URL.revokeObjectURL ??= () => {};

let fake: ReturnType<typeof installFakeApi>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  fake = installFakeApi({ 'GET /api/student-profiles': { status: 404 } });
});
afterEach(() => fake.restore());

const user = () => userEvent.setup({ delay: null });
const png = () => new File(['png'], 'me.png', { type: 'image/png' });

function Page() {
  return (
    <ProfilePhotoViews>
      {(openUpload) => (
        <section>
          <h1>Asha Rao</h1>
          <ProfileAvatar progress={40} onEdit={openUpload} name="Asha Rao" />
          <input aria-label="Full Name" defaultValue="" />
        </section>
      )}
    </ProfilePhotoViews>
  );
}

const openUploadView = async () => {
  renderWithApp(<Page />, { route: '/profile' });
  await user().click(screen.getByRole('button', { name: 'AR: Change profile photo' }));
  return screen.getByRole('heading', { level: 1, name: 'Profile Picture' });
};

describe('upload view (§2 Profile picture)', () => {
  it('opens from the avatar with its title, Back, Upload, the separator and take a picture', async () => {
    const title = await openUploadView();
    expect(title).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Asha Rao' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByText('— or —')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'take a picture' })).toBeInTheDocument();
    expect(screen.getByText(/helps universities identify you/)).toBeInTheDocument();
    expect(screen.getByLabelText(PHOTO_TEXTS.fileInput)).toHaveAttribute('accept', 'image/*');
  });

  it('Back returns to the profile as it was left, focus on the avatar', async () => {
    renderWithApp(<Page />, { route: '/profile' });
    await user().type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha R');
    await user().click(screen.getByRole('button', { name: 'AR: Change profile photo' }));
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha R');
    expect(screen.getByRole('button', { name: 'AR: Change profile photo' })).toHaveFocus();
  });

  it('refuses a file that is not an image, and stays on the upload view', async () => {
    await openUploadView();
    // `accept` only filters the dialog: the student can still pick "All files".
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(
        screen.getByLabelText(PHOTO_TEXTS.fileInput),
        new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      );
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_TEXTS.notImage);
    expect(screen.queryByRole('slider', { name: 'Zoom' })).toBeNull();
  });

  it('refuses an image over the size the browser will open', async () => {
    await openUploadView();
    const huge = new File([new Uint8Array(21 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText(PHOTO_TEXTS.fileInput), huge);
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 20 MB');
  });

  it('take a picture without a live camera (jsdom has no media API) opens the device camera input', async () => {
    await openUploadView();
    const cameraInput = screen.getByLabelText(PHOTO_TEXTS.cameraInput);
    expect(cameraInput).toHaveAttribute('capture', 'user');
    expect(cameraInput).toHaveAttribute('accept', 'image/*');
    const opened = vi.fn();
    cameraInput.addEventListener('click', opened);
    await user().click(screen.getByRole('button', { name: 'take a picture' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

/** Gives the cropper's image and box the sizes a browser would lay out (jsdom has no layout). */
function layOutCropper(container: HTMLElement, natural = { width: 800, height: 600 }) {
  const image = container.querySelector('.reactEasyCrop_Image') as HTMLImageElement;
  const box = container.querySelector('.reactEasyCrop_Container') as HTMLElement;
  Object.defineProperties(image, {
    naturalWidth: { value: natural.width },
    naturalHeight: { value: natural.height },
  });
  box.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 400 });
  fireEvent.load(image);
}

const chooseAPhoto = async () => {
  const rendered = renderWithApp(<Page />, { route: '/profile' });
  await user().click(screen.getByRole('button', { name: 'AR: Change profile photo' }));
  await user().upload(screen.getByLabelText(PHOTO_TEXTS.fileInput), png());
  await screen.findByRole('slider', { name: 'Zoom' });
  return rendered;
};

describe('crop view (§2, §5)', () => {
  it('is the crop screen: Back, title, instruction, Zoom 1–3 and Crop Photo disabled until a crop area exists', async () => {
    await chooseAPhoto();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Picture' })).toHaveFocus();
    expect(screen.getByText(/Drag to position your photo and use the slider to zoom\./)).toBeInTheDocument();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuemin', '1');
    expect(zoom).toHaveAttribute('aria-valuemax', '3');
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Crop Photo' })).toBeDisabled();
  });

  it('the Zoom slider moves by 0.1 and stops at 1 and 3', async () => {
    await chooseAPhoto();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    zoom.focus();
    await user().keyboard('{ArrowLeft}');
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
    await user().keyboard('{ArrowRight}{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', '1.2');
    expect(zoom).toHaveAttribute('aria-valuetext', '1.2×');
    await user().keyboard('{End}{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', '3');
  });

  it('once laid out: a focusable crop area, arrows move the photo, + and − zoom within 1–3, Crop Photo enabled', async () => {
    const { container } = await chooseAPhoto();
    layOutCropper(container);
    const area = await screen.findByRole('group', { name: 'Photo position' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crop Photo' })).toBeEnabled());
    const image = container.querySelector('.reactEasyCrop_Image') as HTMLImageElement;
    const zoom = screen.getByRole('slider', { name: 'Zoom' });

    area.focus();
    await user().keyboard('{-}');
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
    await user().keyboard('{+}{+}');
    expect(zoom).toHaveAttribute('aria-valuenow', '1.2');
    const before = image.style.transform;
    await user().keyboard('{ArrowLeft}');
    expect(image.style.transform).not.toBe(before);
    expect(image.style.transform).toContain('scale(1.2)');
    await user().keyboard('{+}'.repeat(25));
    expect(zoom).toHaveAttribute('aria-valuenow', '3');
  });

  it("Crop Photo without a drawing surface says 'Canvas context not available' (jsdom has no canvas)", async () => {
    const { container } = await chooseAPhoto();
    layOutCropper(container);
    const crop = screen.getByRole('button', { name: 'Crop Photo' });
    await waitFor(() => expect(crop).toBeEnabled());
    await user().click(crop);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.canvasUnavailable);
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(consoleError).toHaveBeenCalled(); // jsdom's own "not implemented" notice
  });

  it.each([
    [{ width: 64, height: 64 }, true],
    [{ width: 900, height: 150 }, true],
    [{ width: 800, height: 600 }, false],
  ])('a %o photo fills the round crop area; a note says when it is small: %s', async (natural, isSmall) => {
    const { container } = await chooseAPhoto();
    layOutCropper(container, natural);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crop Photo' })).toBeEnabled());
    const image = container.querySelector('.reactEasyCrop_Image') as HTMLImageElement;
    expect(image.className).toMatch(/reactEasyCrop_Cover_(Horizontal|Vertical)/);
    const area = screen.getByRole('group', { name: 'Photo position' });
    if (isSmall) {
      expect(screen.getByText(PHOTO_TEXTS.smallPhoto)).toBeInTheDocument();
      expect(area).toHaveAccessibleDescription(expect.stringContaining(PHOTO_TEXTS.smallPhoto));
    } else {
      expect(screen.queryByText(PHOTO_TEXTS.smallPhoto)).toBeNull();
    }
  });

  it('Back returns to the upload view', async () => {
    await chooseAPhoto();
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('slider')).toBeNull();
  });
});
