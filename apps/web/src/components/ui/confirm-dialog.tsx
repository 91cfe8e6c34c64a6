import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';

export type TConfirmDialogProps = {
  isOpen: boolean;
  /** The question, naming what will happen ("Remove X from your shortlist?"): the dialog's name. */
  title: string;
  /** What the confirmation does, in a sentence. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also on Escape and a click outside. */
  onCancel: () => void;
};

/**
 * Asks before an action that cannot be taken back on the spot. The safe choice (cancel) has the focus, so
 * Enter or Space never confirms by accident; focus returns to the button that opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onCancel}
      title={title}
      withCloseButton={false}
      centered
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
