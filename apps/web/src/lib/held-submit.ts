/**
 * A press of a prerendered form's submit before the app has taken it over. The sign-in
 * screen is painted from the build (src/prerender.tsx) and usable before its code has run; a native submit
 * would reload the page and lose what was typed. The boot script (boot/boot.ts, blocking, in <head>) listens for
 * submits of forms marked HOLD_SUBMIT_ATTRIBUTE that nothing has handled, cancels them and marks the form
 * HELD_SUBMIT_ATTRIBUTE; the form's component sends the held press once React has adopted it.
 */
export const HOLD_SUBMIT_ATTRIBUTE = 'data-hold-submit';
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

export function holdEarlySubmits(target: Window = window): void {
  // Bubbling to the window comes after React's own listener (on the app's root): once the app runs, its
  // handler has cancelled the submit already and this does nothing.
  target.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute(HOLD_SUBMIT_ATTRIBUTE)) return;
    event.preventDefault();
    form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  });
}
