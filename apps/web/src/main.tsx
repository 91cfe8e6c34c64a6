/// <reference types="vite/client" />
import './app/mantine-styles.ts';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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
  root.replaceChildren();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
