/** What main.tsx loads a task after React: the app, and the preload of a signed-in screen's code. */
// Before the app: before any response is parsed.

export { App } from './app.tsx';
export { preloadSignedInScreen } from './router.tsx';
