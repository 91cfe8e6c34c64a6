/// <reference types="vite/client" />
import './app/mantine-styles.ts';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { nextTask } from './app/next-task.ts';
import { preloadSignedInScreen } from './app/router.tsx';
import { hasToken } from './lib/session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the sign-in screen into the page (src/prerender.tsx). Signed out, the app's first
// render is that same screen, so React adopts the painted nodes instead of painting them again. Signed
// in, the app goes elsewhere: the prerendered nodes are dropped. Both run as a transition, which React
// renders in slices, so the page stays responsive while the app starts.
if (root.dataset.prerendered === 'landing' && !hasToken()) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // A signed-in screen renders once its code is in (the prerendered 'Please wait..' shows meanwhile), in
  // one pass rather than React's own 'Please wait..' first.
  // The screen's code is imported a task later: the boot script has already fetched it, and evaluating it
  // in the same task as the entry would make one long task of both (the page could not answer a tap).
  const screenCode = hasToken()
    ? nextTask().then(() => preloadSignedInScreen(window.location.pathname))
    : Promise.resolve();
  void screenCode
    .catch(() => {}) // the lazy screen tries again as it renders, and shows the error screen if it fails
    .then(() => {
      root.replaceChildren();
      // What is drawn now is the app's, not the prerendered page (which app.css hides from a signed-in visitor).
      root.removeAttribute('data-prerendered');
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(app));
    });
}
