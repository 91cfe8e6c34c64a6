import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { STUDENT_SHELL_PROPS } from '../../test/student-shell.tsx';
import { AppHeader } from './app-header.tsx';

// The search box is a lazy chunk: its first load takes a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  fake = installFakeApi({ 'GET /api/student-profiles': { status: 404 } });
});
afterEach(() => fake.restore());

const Header = () => <AppHeader {...STUDENT_SHELL_PROPS} />;
const user = () => userEvent.setup({ delay: null });
const location = () => screen.getByTestId('location').textContent;
const icon = (name: string) => screen.getByRole('button', { name });
// The box: a <search> landmark (jsdom's role table predates the element) holding the form.
const searchBox = async (name: string) =>
  (await screen.findByRole('searchbox', { name })).closest('search') as HTMLElement;

describe('header search icons (§2 Header)', () => {
  it('are labelled disclosure buttons reached by Tab', async () => {
    renderWithApp(<Header />, { route: '/dashboard' });
    await user().tab(); // the brand link
    await user().tab();
    expect(icon('Search courses')).toHaveFocus();
    expect(icon('Search courses')).toHaveAttribute('aria-expanded', 'false');
    await user().tab();
    expect(icon('Search shortlisted courses')).toHaveFocus();
  });

  it('the first searches the catalogue: says the 3-character minimum and sends nothing shorter', async () => {
    renderWithApp(<Header />, { route: '/dashboard' });
    await user().click(icon('Search courses'));
    const box = await searchBox('Search courses');
    expect(icon('Search courses')).toHaveAttribute('aria-expanded', 'true');
    const field = within(box).getByRole('searchbox', { name: 'Search courses' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/at least 3 characters/);

    await user().type(field, 'ox{Enter}');
    expect(within(box).getByText('Search text must be at least 3 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/dashboard');

    await user().clear(field);
    await user().type(field, '%%%{Enter}');
    expect(
      within(box).getByText('Search text must contain at least 3 letters or digits in a row.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/dashboard');

    await user().clear(field);
    await user().type(field, '  oxford ');
    await user().click(within(box).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/courses?q=oxford');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(icon('Search courses')).toHaveFocus();
  });

  it('opens with the search already made on its screen', async () => {
    renderWithApp(<Header />, { route: '/courses?q=oxford' });
    await user().click(icon('Search courses'));
    const box = await searchBox('Search courses');
    expect(within(box).getByRole('searchbox')).toHaveValue('oxford');
  });

  it('the second searches the shortlist by name, any length', async () => {
    renderWithApp(<Header />, { route: '/courses' });
    await user().click(icon('Search shortlisted courses'));
    const box = await searchBox('Search shortlisted courses');
    await user().type(
      within(box).getByRole('searchbox', { name: 'Search shortlisted courses' }),
      'ai{Enter}',
    );
    expect(location()).toBe('/shortlisted?q=ai');
  });

  it('Escape closes the box and gives focus back to its icon; one box at a time; a click elsewhere closes it', async () => {
    renderWithApp(<Header />, { route: '/dashboard' });
    await user().click(icon('Search courses'));
    await searchBox('Search courses');
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(icon('Search courses')).toHaveFocus();
    expect(icon('Search courses')).toHaveAttribute('aria-expanded', 'false');

    await user().click(icon('Search courses'));
    await searchBox('Search courses');
    await user().click(icon('Search shortlisted courses'));
    await searchBox('Search shortlisted courses');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);

    await user().click(screen.getByRole('link', { name: 'Study Abroad, home' }));
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
  });
});
