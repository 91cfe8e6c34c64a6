/**
 * The built web pages' style nonce (docs/decisions/0016-style-nonce.md). The build writes this placeholder
 * where a nonce goes (each prerendered <style> and a `<meta property="csp-nonce">` the app reads it from);
 * the API puts a fresh random nonce there on every page it sends and allows only that one in the page's CSP
 * (`style-src-elem`), so a <style> element nobody gave the nonce is refused.
 */
export const PAGE_NONCE_PLACEHOLDER = '__PAGE_STYLE_NONCE__';
