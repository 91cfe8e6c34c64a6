import { ActionIcon } from '@mantine/core';
import { lazy, type RefObject, Suspense, useId } from 'react';
import { SEARCH_LABELS, type TSearchKind } from './header-search-kinds.ts';
import { SearchIcon } from './icons.tsx';

// The form (a text field, the contract's search rule, outside-click handling) loads on first use, like the
// account menu: the signed-in first paint has only the icons.
const loadPanel = () => import('./header-search-panel.tsx');
const HeaderSearchPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel().catch(() => {}); // retried on open

export type THeaderSearchProps = {
  kind: TSearchKind;
  isOpen: boolean;
  onToggle: () => void;
  /** `returnFocus`: back to the icon (Escape), not after a search or a click elsewhere. */
  onClose: (returnFocus: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * One of the header's search icons (§2 Header): a disclosure button that opens a search box under the
 * header. Labelled by what it searches; Escape closes it.
 */
export function HeaderSearch({ kind, isOpen, onToggle, onClose, buttonRef }: THeaderSearchProps) {
  const panelId = useId();
  return (
    <>
      <ActionIcon
        ref={buttonRef}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={SEARCH_LABELS[kind]}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={onToggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <SearchIcon />
      </ActionIcon>
      {isOpen && (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={panelId} kind={kind} buttonRef={buttonRef} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
