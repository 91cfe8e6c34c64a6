import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_TEXTS } from './document-texts.ts';

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

/**
 * A Word page is drawn at its paper width (A4 is ~794 px): on a phone it would be cut off and scroll
 * sideways. Zoomed to the frame's width, it reads like a PDF viewer's "fit to width".
 */
function fitToWidth(container: HTMLElement) {
  const available = container.clientWidth;
  for (const page of container.children) {
    const width = (page as HTMLElement).offsetWidth;
    if (width > available && available > 0)
      (page as HTMLElement).style.setProperty('zoom', String(available / width));
  }
}

const SAFE_LINK = /^(https?:|mailto:|#)/i;

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
        await renderAsync(blob, container.current, undefined, RENDER_OPTIONS);
        if (!isCurrent) return;
        defuseLinks(container.current);
        fitToWidth(container.current);
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
