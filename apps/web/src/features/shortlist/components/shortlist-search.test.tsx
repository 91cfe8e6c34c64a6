import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeItem } from './shortlist-fixtures.ts';
import { ShortlistedPage } from './shortlisted-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  fake = installFakeApi({
    'GET /shortlist': {
      status: 200,
      data: [
        makeItem(1, 'STUDENT_CHOICE', { name: 'MSc Data Science' }),
        makeItem(2, 'STUDENT_CHOICE', { name: 'BA Law' }),
        makeItem(3, 'EXPERT_CHOICE', { name: 'MSc Artificial Intelligence' }),
      ],
    },
  });
});
afterEach(() => fake.restore());

const progress = { isCounsellingCompleted: false, isPaymentCompleted: false };
const courseNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const location = () => screen.getByTestId('location').textContent;
const result = () => document.querySelector('.shortlist-search__result');

describe('searching the shortlist by name (/shortlisted?q=, where the header search leads)', {
  timeout: 20_000,
}, () => {
  it('shows only the courses whose name holds the text from the address, and how many of all', async () => {
    renderWithApp(<ShortlistedPage progress={progress} />, { route: '/shortlisted?q=msc' });
    const box = await screen.findByRole('searchbox', { name: 'Find a shortlisted course' });
    expect(box).toHaveValue('msc');
    expect(courseNames()).toEqual(['MSc Artificial Intelligence', 'MSc Data Science']);
    expect(result()).toHaveAttribute('role', 'status');
    expect(result()).toHaveTextContent('Showing 2 of 3 shortlisted courses');
    expect(screen.getByRole('link', { name: 'Add a new course' })).toBeInTheDocument();
  });

  it('follows the typing (in the address too), says when nothing matches, and clears', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ShortlistedPage progress={progress} />, { route: '/shortlisted' });
    const box = await screen.findByRole('searchbox', { name: 'Find a shortlisted course' });
    expect(courseNames()).toHaveLength(3);
    expect(result()).toBeEmptyDOMElement();

    await user.type(box, 'law');
    expect(courseNames()).toEqual(['BA Law']);
    expect(location()).toBe('/shortlisted?q=law');

    await user.type(box, 'yer');
    expect(courseNames()).toEqual([]);
    expect(result()).toHaveTextContent('No shortlisted course matches “lawyer”.');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(courseNames()).toHaveLength(3);
    expect(box).toHaveValue('');
    expect(location()).toBe('/shortlisted');
  });
});
