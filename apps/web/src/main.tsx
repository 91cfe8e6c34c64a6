/// <reference types="vite/client" />
import './app/mantine-styles.ts';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from './app/next-task.ts';
import { hasToken } from './lib/session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Starting takes a few steps, each evaluated in a task of its own so that none blocks the page for long (it
// can answer a tap in between): React (this file's chunk), then the app around it (Mantine, the router, the
// query cache, the sign-in screen), then for a signed-in visitor the screen's code (app/router.tsx). The
// page has asked for all of it at once (the chunk groups and the boot script: app/first-load.ts).
void nextTask()
  .then(() => import('./app/start.ts')) // FIRST_LOAD_MODULES.app (app/first-load.ts; the build checks)
  .then(({ App, preloadSignedInScreen }) => {
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
      return;
    }
    // A signed-in screen renders once its code is in (the prerendered 'Please wait..' shows meanwhile), in
    // one pass rather than React's own 'Please wait..' first.
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
  });
