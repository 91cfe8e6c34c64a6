import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { OfflineAlert } from '../../../components/ui/offline-alert.tsx';
import { NETWORK_TEXTS } from '../../../lib/network-texts.ts';
import type { TSectionEditor } from '../hooks/use-section-editor.ts';

export type TSectionActionsProps = {
  isEditing: boolean;
  /** The id of the edit form: Save submits it from outside (the document slots sit between them). */
  formId?: string;
  isSaving?: boolean;
  /** The save waits for the network: say so at once, and let Cancel drop it. */
  isWaitingForNetwork?: boolean;
  formError?: string | null;
  /** No Edit on a section with documents only. */
  onEdit?: () => void;
  onCancel?: () => void;
  /** The first three sections: Next opens the following one. */
  onNext?: () => void;
  /** The last section: Home (/dashboard when counselling is booked, else /courses). */
  homeTo?: string;
};

// The first control a student types into (not the document slots' hidden file inputs).
const FIELD_SELECTOR = 'input:not([type="hidden"]):not([type="file"]):not([disabled]), select, textarea';

/** Focus went with the pressed button (Edit, Cancel, Save unmount on the switch): nothing holds it. */
const isFocusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * A section's buttons (§2, UI contract): view mode Edit + Next (or Home), edit mode Cancel + Save.
 * The pressed button unmounts when the mode switches, so focus would fall to the page: after Edit it
 * moves to the form's first field, after Save or Cancel to Edit (Next where there is no Edit). Only when
 * focus was lost: a student who moved on while a save was pending keeps their place.
 */
export function SectionActions({
  isEditing,
  formId,
  isSaving = false,
  isWaitingForNetwork = false,
  formError,
  onEdit,
  onCancel,
  onNext,
  homeTo,
}: TSectionActionsProps) {
  const viewButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);

  useEffect(() => {
    if (wasEditing.current === isEditing) return;
    wasEditing.current = isEditing;
    if (!isFocusLost()) return;
    if (isEditing) {
      const form = formId ? document.getElementById(formId) : null;
      form?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
    } else {
      viewButtonRef.current?.focus();
    }
  }, [isEditing, formId]);

  if (isEditing) {
    return (
      <>
        {formError && (
          <Alert color="red" variant="light" role="alert" mt="md">
            {formError}
          </Alert>
        )}
        {isWaitingForNetwork && <OfflineAlert mt="md">{NETWORK_TEXTS.saveWaits}</OfflineAlert>}
        <Group key="edit" justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onCancel} disabled={isSaving && !isWaitingForNetwork}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSaving}>
            Save
          </Button>
        </Group>
      </>
    );
  }
  // Keyed apart from the edit mode's group: React would otherwise turn Save into Next in place, and the
  // focus Save held would land on Next.
  return (
    <Group key="view" justify="flex-end" gap="sm" mt="md">
      {onEdit && (
        <Button variant="default" onClick={onEdit} ref={viewButtonRef}>
          Edit
        </Button>
      )}
      {onNext && (
        <Button onClick={onNext} ref={onEdit ? undefined : viewButtonRef}>
          Next
        </Button>
      )}
      {homeTo && (
        <Button component={Link} to={homeTo}>
          Home
        </Button>
      )}
    </Group>
  );
}

type TEditorSectionActionsProps<TValues extends FieldValues> = {
  editor: TSectionEditor<TValues>;
  formId: string;
  onNext?: () => void;
};

/** The buttons of a section edited with useSectionEditor: its state and actions, wired the one way. */
export function EditorSectionActions<TValues extends FieldValues>({
  editor,
  formId,
  onNext,
}: TEditorSectionActionsProps<TValues>) {
  return (
    <SectionActions
      isEditing={editor.isEditing}
      formId={formId}
      isSaving={editor.isSaving}
      isWaitingForNetwork={editor.isWaitingForNetwork}
      formError={editor.formError}
      onEdit={editor.startEdit}
      onCancel={editor.cancel}
      onNext={onNext}
    />
  );
}
