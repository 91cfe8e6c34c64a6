import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium.ts';
import { expectProgress, watchCspViolations } from '../support/profile-page.ts';
import { jpegFile, pngFile, type TSampleFile } from '../support/sample-files.ts';
import { createStudent, openAs, studentApi, type TStudent } from '../support/student.ts';

// §2 Profile picture, §4 Profile photo views (profile -> upload -> crop -> preview), §5 Photo. At 375 px and
// 1440 px.

let student: TStudent;

const main = (page: Page) => page.getByRole('main');
const uploadHeading = (page: Page) => page.getByRole('heading', { name: 'Profile Picture' });
/** The photo view's Back (a link in §2, a button would do too), not the profile's breadcrumb. */
const photoBack = (page: Page): Locator =>
  main(page)
    .getByRole('link', { name: 'Back', exact: true })
    .or(main(page).getByRole('button', { name: 'Back', exact: true }));

/** Upload (images only) → picks `file` in the file chooser → the crop view. */
async function pickPhoto(page: Page, file: TSampleFile) {
  const chooserOpened = page.waitForEvent('filechooser');
  await main(page).getByRole('button', { name: 'Upload', exact: true }).click();
  const chooser = await chooserOpened;
  expect(await chooser.element().getAttribute('accept'), 'the picker accepts images only').toMatch(
    /^image\//,
  );
  await chooser.setFiles(file);
  await expect(page.getByRole('slider', { name: 'Zoom' })).toBeVisible();
}

/** A slider's range and value: ARIA attributes (Mantine) or the native range input's own. */
const sliderOf = (slider: Locator) =>
  slider.evaluate((element) => {
    const read = (aria: string, native: 'min' | 'max' | 'value') =>
      Number(element.getAttribute(aria) ?? (element as HTMLInputElement)[native]);
    return {
      min: read('aria-valuemin', 'min'),
      max: read('aria-valuemax', 'max'),
      now: read('aria-valuenow', 'value'),
    };
  });

const photoSrcOf = (avatar: Locator) => avatar.locator('img').first();

// Every flow at a phone's width and a desktop's, each with its own new student.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`Profile picture (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      student = await createStudent(request);
      await request.dispose();
    });

    test('upload view: Back returns to the profile; a chosen file is cropped, previewed, changed, and Done sets the photo', async ({
      page,
    }) => {
      test.slow(); // three photo views checked by axe at two widths
      // The cropper adds its stylesheet as a <style>: allowed with the page's nonce only.
      const violations = await watchCspViolations(page);
      await openAs(page, student, '/profile');
      const before = (
        (await studentApi(page.request, student, 'GET', '/api/student-profiles')) as {
          progressPercent: number;
        }
      ).progressPercent;
      const changePhoto = page.getByRole('button', { name: 'Change profile photo' });

      await changePhoto.click();
      await expect(uploadHeading(page)).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'take a picture' })).toBeVisible();
      await expect(main(page).getByText('— or —')).toBeVisible();
      await expectAccessibleAtAllWidths(page, 'profile picture: upload view', async () => {
        await expect(uploadHeading(page)).toBeVisible();
      });
      await photoBack(page).click();
      await expect(uploadHeading(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();

      // Crop view: zoom 1 to 3 in steps of 0.1 (§5), keyboard operable.
      await changePhoto.click();
      await pickPhoto(page, await jpegFile(page, 'selfie.jpg'));
      const zoom = page.getByRole('slider', { name: 'Zoom' });
      expect(await sliderOf(zoom)).toEqual({ min: 1, max: 3, now: 1 });
      await zoom.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await sliderOf(zoom)).now).toBeCloseTo(1.1);
      await expectAccessibleAtAllWidths(page, 'profile picture: crop view', async () => {
        await expect(zoom).toBeVisible();
      });

      // Preview: Change goes back to picking and drops the crop.
      await page.getByRole('button', { name: 'Crop Photo' }).click();
      await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change', exact: true })).toBeVisible();
      await expectAccessibleAtAllWidths(page, 'profile picture: preview', async () => {
        await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeVisible();
      });
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Done', exact: true })).toHaveCount(0);
      await expect(page.getByRole('slider', { name: 'Zoom' })).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: 'Upload', exact: true })).toBeVisible();

      // A PNG this time, cropped as it is; Done uploads it and returns to the profile.
      await pickPhoto(page, pngFile('portrait.png', 240));
      await page.getByRole('button', { name: 'Crop Photo' }).click();
      const uploaded = page.waitForResponse(
        (response) => /\/api\/student-profiles\/upload\/photo$/.test(response.url()) && response.ok(),
      );
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      const body = (await uploaded).request().postDataJSON() as { contentType: string; base64String: string };
      expect(body.contentType).toBe('image/png'); // §3: the cropped image, without its data-URL prefix
      expect(body.base64String).toMatch(/^iVBORw0KGgo/);

      await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
      await expect(photoSrcOf(changePhoto)).toHaveAttribute('src', /^data:image\/png;base64,/);
      const headerAvatar = page.getByRole('banner').getByRole('button', { name: /profile \d+% complete/ });
      await expect(photoSrcOf(headerAvatar)).toHaveAttribute('src', /^data:image\/png;base64,/);
      for (const avatar of [changePhoto, headerAvatar]) {
        await expect
          .poll(() => photoSrcOf(avatar).evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
      // The photo counts 10 (apps/api/docs/profile-progress.md): page and header follow without a reload.
      await expectProgress(page, before + 10);
      expect(violations, 'CSP violations').toEqual([]);
    });

    test("'take a picture' shows the front camera live, and Capture leads to the crop view", async ({
      playwright,
    }) => {
      // A browser of its own: Chromium's fake camera (a generated video) is a launch flag, and the file's
      // other tests use the shared browser. Same student: no extra OTP.
      const browser = await playwright.chromium.launch({
        executablePath: chromiumPath(),
        args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      });
      try {
        const context = await browser.newContext({
          baseURL: process.env.E2E_BASE_URL,
          viewport,
          permissions: ['camera'],
        });
        const page = await context.newPage();
        await openAs(page, student, '/profile');
        await page.getByRole('button', { name: 'Change profile photo' }).click();
        await main(page).getByRole('button', { name: 'take a picture' }).click();
        const video = main(page).locator('video');
        await expect(video).toBeVisible();
        await expect
          .poll(() =>
            video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.videoWidth > 0),
          )
          .toBe(true);
        await main(page).getByRole('button', { name: 'Capture' }).click();
        await expect(page.getByRole('slider', { name: 'Zoom' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Crop Photo' })).toBeVisible();
      } finally {
        await browser.close();
      }
    });
  });
}
