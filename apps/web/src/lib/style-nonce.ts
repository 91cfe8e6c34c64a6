import { PAGE_NONCE_PLACEHOLDER } from '@portal/contract';

let cached: string | null = null;

/**
 * The nonce the page's CSP allows <style> elements with (docs/decisions/0016-style-nonce.md), for Mantine's
 * getStyleNonce and the other libraries that write a <style>: the server puts a fresh one in every built
 * page's `<meta property="csp-nonce">` (apps/api plugins/web.ts). Browsers hide the attribute once the page
 * is parsed, the element's `nonce` property keeps it. The build's prerender (no document) writes the
 * placeholder the server replaces; the dev server and component tests have no meta and no CSP: ''.
 */
export function styleNonce(): string {
  if (typeof document === 'undefined') return PAGE_NONCE_PLACEHOLDER;
  if (cached === null) {
    cached = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
  }
  return cached;
}
