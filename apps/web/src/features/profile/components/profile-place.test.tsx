import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedDocument } from '../profile-fixtures.ts';
import { renderProfilePage, sectionControl } from '../test-helpers.tsx';

/** My Profile opened at a place (lib/profile-link.ts): where "what to do next" on the dashboard leads. */
let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

/** The document type of the slot whose upload button has the focus. */
const focusedSlotType = () =>
  document.activeElement?.matches('[data-upload-action]')
    ? document.activeElement.closest('[data-document-type]')?.getAttribute('data-document-type')
    : null;

const isOpen = async (title: string) =>
  (await sectionControl(title)).getAttribute('aria-expanded') === 'true';

describe('My Profile at a place named by the address', { timeout: 20_000 }, () => {
  it('?document=SSC opens the academic section and focuses the rejected 10th marksheet’s upload', async () => {
    const rejected = {
      ...savedDocument('SSC', 4),
      status: 'REJECTED' as const,
      remarks: 'The scan is blurred.',
    };
    const page = renderProfilePage({ route: '/profile?document=SSC', documents: [rejected] });
    restore = page.fake.restore;
    await waitFor(() => expect(focusedSlotType()).toBe('SSC'), { timeout: 5000 });
    expect(document.activeElement).toHaveTextContent('Upload a new version');
    expect(await isOpen('Academic Documents')).toBe(true);
    expect(await isOpen('Personal Informations')).toBe(false);
    expect(document.querySelector('[data-document-type="SSC"]')).toHaveTextContent('The scan is blurred.');
  });

  it('?document=RESUME focuses the upload of a document not sent yet, in Additional Documents', async () => {
    const page = renderProfilePage({ route: '/profile?document=RESUME' });
    restore = page.fake.restore;
    await waitFor(() => expect(focusedSlotType()).toBe('RESUME'), { timeout: 5000 });
    expect(document.activeElement).toHaveTextContent('Upload Resume (CV)');
    expect(await isOpen('Additional Documents')).toBe(true);
  });

  it('?section=contact opens Contact Information; an unknown place opens Personal as usual', async () => {
    const page = renderProfilePage({ route: '/profile?section=contact' });
    restore = page.fake.restore;
    expect(await isOpen('Contact Information')).toBe(true);
    page.unmount();
    page.fake.restore();
    const other = renderProfilePage({ route: '/profile?document=NOT_A_TYPE&section=nowhere' });
    restore = other.fake.restore;
    expect(await isOpen('Personal Informations')).toBe(true);
  });
});
