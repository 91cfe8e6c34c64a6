import { expect, test } from '@playwright/test';
import { DOCUMENT_TYPE_LABELS, TOAST_MESSAGES } from '@portal/contract';
import { openSection, setField, slotOf, slotStatus } from '../support/profile-page.ts';
import { pdfFile } from '../support/sample-files.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { apiAs, signInAsRegisteredStudent } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';

/**
 * Going offline during a save or an upload is said at once ("You are offline"), what was
 * typed or chosen is kept and goes through when the network is back (and says so), or Cancel drops it.
 */
const cityOf = async (page: Parameters<typeof apiAs>[0]) =>
  ((await apiAs(page, 'GET', '/api/student-profiles')) as { city: string }).city;

test.describe('Offline during a save or an upload', () => {
  test('a save says "You are offline" at once and goes through when the network is back', async ({
    page,
    context,
  }) => {
    await signInAsRegisteredStudent(page, '/profile');
    const contact = await openSection(page, 'Contact Information');
    await contact.getByRole('button', { name: 'Edit' }).click();
    await setField(contact, 'City', 'Mysuru');
    await context.setOffline(true);
    await contact.getByRole('button', { name: 'Save' }).click();
    const alert = contact.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(alert).toBeVisible({ timeout: 1_000 });
    await expect(contact.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(contact.getByLabel('City', { exact: true })).toHaveValue('Mysuru');
    await shootAtAllWidths(page, 'profile-save-offline');

    await context.setOffline(false);
    await expectToast(page, 'success', TOAST_MESSAGES.profileUpdated);
    await expect(contact.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(contact.getByText('Mysuru')).toBeVisible();
    expect(await cityOf(page)).toBe('Mysuru');
  });

  test('Cancel drops a save waiting for the network: nothing is sent when it is back', async ({
    page,
    context,
  }) => {
    await signInAsRegisteredStudent(page, '/profile');
    const contact = await openSection(page, 'Contact Information');
    await contact.getByRole('button', { name: 'Edit' }).click();
    await setField(contact, 'City', 'Hubballi');
    await context.setOffline(true);
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible({
      timeout: 1_000,
    });
    await contact.getByRole('button', { name: 'Cancel' }).click();
    await expect(contact.getByRole('button', { name: 'Edit' })).toBeVisible();
    await context.setOffline(false);
    await page.waitForTimeout(1_000); // a resumed save would be sent now
    expect(await cityOf(page)).toBe('');
  });

  test('an upload says "You are offline" at once, can be cancelled, and goes when the network is back', async ({
    page,
    context,
  }) => {
    await signInAsRegisteredStudent(page, '/profile');
    const section = await openSection(page, 'Additional Documents');
    const resume = DOCUMENT_TYPE_LABELS.RESUME;
    const slot = slotOf(section, resume);
    await context.setOffline(true);
    const chooser = page.waitForEvent('filechooser');
    await slot.getByRole('button', { name: `Upload ${resume}`, exact: true }).click();
    await (await chooser).setFiles(pdfFile('resume.pdf'));
    await expect(slot.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible({
      timeout: 1_000,
    });
    await expect(slot.getByRole('button', { name: `Cancel sending ${resume} file` })).toBeEnabled();
    await shootAtAllWidths(page, 'profile-upload-offline');
    await context.setOffline(false);
    await expect(slotStatus(slot, 'UPLOADED')).toBeVisible();
    await expect(slot.getByRole('status')).toContainText('resume.pdf');
  });
});
