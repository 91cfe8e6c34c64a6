import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { styleNonce } from '../../../lib/style-nonce.ts';

/**
 * docx-preview's options: no altChunks (they are raw HTML the file carries, shown in a same-origin
 * iframe: a student's file could run script in a staff member's session) and no embedded fonts (they
 * would need blob: fonts, which the CSP does not allow); embedded images as data: URLs (the library never
 * revokes the blob: URLs it would make, so each preview would leak them; img-src allows data:); the page
 * breaks kept so the preview reads like the document, without the library's grey wrapper (the frame has
 * its own background).
 */
const RENDER_OPTIONS = {
  renderAltChunks: false,
  ignoreFonts: true,
  useBase64URL: true,
  inWrapper: false,
  breakPages: true,
};

const SAFE_LINK = /^(https?:|mailto:|#)/i;

/** Below this frame width a page is reflowed (read like a web page) rather than shrunk. */
const REFLOW_BELOW_PX = 640;

/**
 * A Word page is drawn at its paper width and margins (A4 is ~794 px, margins ~96 px): on a phone it would
 * be cut off and scroll sideways, and shrunk to fit its text would be ~5 px high. A narrow frame reflows
 * each page (small margins, the frame's width, the document's own font size); a wider one shows the pages
 * as paper, zoomed to the frame's width when they are wider.
 */
function fitToFrame(container: HTMLElement) {
  const available = container.clientWidth;
  for (const node of container.children) {
    const page = node as HTMLElement;
    page.style.background = '#fff';
    if (available > 0 && available < REFLOW_BELOW_PX) {
      page.style.width = 'auto';
      page.style.minHeight = '0';
      page.style.padding = '16px';
    } else if (available > 0 && page.offsetWidth > available) {
      page.style.setProperty('zoom', String(available / page.offsetWidth));
    }
  }
}

/** Links in a student's file: only web, mail and in-document ones stay, and they open elsewhere. */
function defuseLinks(container: HTMLElement) {
  for (const link of container.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) link.removeAttribute('href');
    else if (!href.startsWith('#')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
  }
}

/**
 * docx-preview writes the document's styles as <style> elements, which the page's CSP allows only with
 * its nonce: they are rendered into a detached element, given the nonce, then put first in the
 * container, where the library itself puts them (the styles are scoped to its `docx` classes).
 */
function adoptStyles(detached: HTMLElement, container: HTMLElement) {
  const styles = [...detached.querySelectorAll('style')];
  const nonce = styleNonce();
  if (nonce) for (const style of styles) style.setAttribute('nonce', nonce);
  container.prepend(...styles);
}

/**
 * A .docx rendered into the page. The renderer (docx-preview and its zip reader, ~80 KB gzip) is fetched
 * only now, when a Word file is opened: its own lazy chunk, in no other.
 */
export function WordPreview({ blob, name }: { blob: Blob; name: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'rendering' | 'shown' | 'failed'>('rendering');
  useEffect(() => {
    let isCurrent = true;
    setState('rendering');
    import('docx-preview')
      .then(async ({ renderAsync }) => {
        if (!isCurrent || !container.current) return;
        const styles = document.createElement('div');
        await renderAsync(blob, container.current, styles, RENDER_OPTIONS);
        if (!isCurrent) return;
        adoptStyles(styles, container.current);
        defuseLinks(container.current);
        fitToFrame(container.current);
        setState('shown');
      })
      .catch(() => {
        if (isCurrent) setState('failed');
      });
    return () => {
      isCurrent = false;
    };
  }, [blob]);
  return (
    <>
      {state === 'rendering' && <Text size="sm">{DOCUMENT_TEXTS.loadingPreview}</Text>}
      {state === 'failed' && (
        <Text size="sm" role="alert">
          {DOCUMENT_TEXTS.wordRenderFailed}
        </Text>
      )}
      {/* docx-preview owns this element's children (it empties it first): React renders none into it. */}
      <div
        ref={container}
        role="document"
        aria-label={`${name} (Word document)`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling (axe scrollable-region-focusable)
        tabIndex={0}
        hidden={state === 'failed'}
        style={{ height: '100%', overflow: 'auto', background: 'var(--mantine-color-gray-1)' }}
      />
    </>
  );
}
