import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetThatThisPageEndedTheSession } from '../lib/session.ts';

// jsdom lacks the layout APIs Mantine reads (color scheme media query, element resize, scrolling).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Mantine keeps toasts in a module-level store: without this, one test's toasts queue up the next's.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // The guard reads this mark; a file that ended a session must not send the next file's visitor to /login.
  forgetThatThisPageEndedTheSession();
});
