import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSection, renderProfilePage, selectInput } from '../test-helpers.tsx';

/** The pressed button unmounts on Edit, Save and Cancel: focus goes where the student works next. */
let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

async function openedSection(title: string) {
  const page = renderProfilePage();
  restore = page.fake.restore;
  const section = await openSection(page.user, title);
  return { ...page, section };
}

describe('focus on switching a section between view and edit', () => {
  it.each([
    ['Personal Informations', 'Full Name'],
    ['Contact Information', 'WhatsApp Number'],
    ['Academic Documents', '10th Board'],
  ])('%s: Edit focuses %s; Cancel focuses Edit', async (title, firstField) => {
    const { user, section } = await openedSection(title);
    await user.click(section.getByRole('button', { name: 'Edit' }));
    expect(selectInput(section, firstField)).toHaveFocus();
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('a successful Save focuses Edit', async () => {
    const page = await openedSection('Personal Informations');
    await page.user.click(page.section.getByRole('button', { name: 'Edit' }));
    await page.user.type(page.section.getByRole('textbox', { name: 'Nationality' }), 'n');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    const edit = await page.section.findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(page.puts()).toHaveLength(1);
  });

  it('a failed Save stays in edit mode, focus on the field with the message', async () => {
    const page = await openedSection('Contact Information');
    await page.user.click(page.section.getByRole('button', { name: 'Edit' }));
    const email = page.section.getByRole('textbox', { name: 'Email' });
    await page.user.clear(email);
    await page.user.type(email, 'not an email');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expect(email).toHaveFocus();
    expect(page.section.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('unsaved edits and leaving the page', () => {
  const unloadIsStopped = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before a reload only while a section has changes', async () => {
    const { user, section } = await openedSection('Personal Informations');
    expect(unloadIsStopped()).toBe(false);
    await user.click(section.getByRole('button', { name: 'Edit' }));
    expect(unloadIsStopped()).toBe(false);
    await user.type(section.getByRole('textbox', { name: 'Nationality' }), 'n');
    expect(unloadIsStopped()).toBe(true);
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(unloadIsStopped()).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
  });
});
