import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

const screenModule = { default: () => <p>The screen</p> };

function renderInSuspense(Screen: ReturnType<typeof lazyScreen>) {
  render(
    <Suspense fallback={<p>Please wait..</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('shows the fallback while the code of a screen not yet loaded arrives', async () => {
    const Screen = lazyScreen(() => Promise.resolve(screenModule));
    renderInSuspense(Screen);
    expect(screen.getByText('Please wait..')).toBeInTheDocument();
    expect(await screen.findByText('The screen')).toBeInTheDocument();
  });

  it('renders a preloaded screen in its first render, without the fallback', async () => {
    const Screen = lazyScreen(() => Promise.resolve(screenModule));
    await Screen.preload();
    renderInSuspense(Screen);
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Please wait..')).not.toBeInTheDocument();
  });

  it('loads the code once, and again after a failed load', async () => {
    let calls = 0;
    const Screen = lazyScreen(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(screenModule);
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    await Screen.preload();
    expect(calls).toBe(2);
  });
});
