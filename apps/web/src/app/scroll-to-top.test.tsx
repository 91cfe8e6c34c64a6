import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

function Controls() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/courses">Courses</Link>
      <Link to="/registration?step=2">Same screen</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Controls />
    </MemoryRouter>,
  );
  return scrollTo;
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('opens a new screen at its top', async () => {
    const scrollTo = renderAt('/registration');
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves the place alone on Back and within a screen', async () => {
    const scrollTo = renderAt('/registration');
    await userEvent.click(screen.getByRole('link', { name: 'Same screen' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
