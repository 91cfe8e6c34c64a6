import type { TDocumentType, TProfileSectionId } from '@portal/contract';
import { useEffect } from 'react';

/** The section whose panel holds a document type's slot (§2 Profile). */
export function sectionOfDocument(type: TDocumentType): TProfileSectionId {
  if (type === 'PASSPORT') return 'personal';
  if (
    ['RESUME', 'LETTER_OF_RECOMMENDATION_1', 'LETTER_OF_RECOMMENDATION_2', 'EXPERIENCE_CERTIFICATE'].includes(
      type,
    )
  ) {
    return 'additional';
  }
  return 'academic';
}

/** Scrolls the slot into view and focuses its upload button (the slot itself when it has none). */
function focusSlot(slot: HTMLElement) {
  slot.scrollIntoView({ block: 'center' });
  const upload = slot.querySelector<HTMLElement>('[data-upload-action]');
  if (upload) {
    upload.focus();
    return;
  }
  slot.tabIndex = -1;
  slot.focus();
}

/**
 * Once the slot of `type` is on the page (the sections arrive in their own chunk, after the header), it is
 * scrolled to and focused, once: the student came to upload it (My Profile's ?document=TYPE).
 */
export function useFocusDocumentSlot(type: TDocumentType | null, isReady: boolean) {
  useEffect(() => {
    if (!type || !isReady) return;
    const selector = `[data-document-type="${type}"]`;
    const found = document.querySelector<HTMLElement>(selector);
    if (found) {
      focusSlot(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const slot = document.querySelector<HTMLElement>(selector);
      if (!slot) return;
      observer.disconnect();
      focusSlot(slot);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [type, isReady]);
}
