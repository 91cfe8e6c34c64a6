import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

const renderWith = (resetKey: string, child: React.ReactNode) => (
  <MantineProvider env="test">
    <ErrorBoundary resetKey={resetKey}>{child}</ErrorBoundary>
  </MantineProvider>
);

describe('ErrorBoundary', () => {
  it('shows a reload offer instead of a broken screen, and tries again on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(renderWith('/courses', <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    rerender(renderWith('/profile', <p>Profile</p>));
    expect(screen.getByText('Profile')).toBeInTheDocument();
  });
});
