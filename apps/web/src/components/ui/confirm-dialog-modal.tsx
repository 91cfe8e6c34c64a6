import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { useEffect, useRef, useState } from 'react';
import type { TConfirmDialogProps } from './confirm-dialog-props.ts';

/**
 * The dialog of ConfirmDialog (confirm-dialog.tsx), loaded on its first opening. The safe choice (cancel)
 * has the focus, so Enter or Space never confirms by accident; focus returns to the button that opened it. A confirmation
 * counts once per opening: the buttons stay clickable while the dialog fades out, and a double click must
 * not take the action twice.
 */
export function ConfirmDialogModal({
  isOpen,
  title,
  message,
  children,
  confirmLabel,
  isDestructive = true,
  cancelLabel,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  // Loaded on the first opening, this mounts with isOpen already true: it first renders closed, then
  // opens, so Mantine's Modal sees the opening and returns the focus to the button that opened it.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  const openingConfirmed = useRef<boolean | null>(null);
  if (!isOpen) openingConfirmed.current = null;
  else openingConfirmed.current ??= false;
  const confirmOnce = () => {
    if (openingConfirmed.current !== false) return;
    openingConfirmed.current = true;
    onConfirm();
  };
  return (
    <Modal
      opened={isOpen && isMounted}
      onClose={onCancel}
      title={title}
      withCloseButton={false}
      centered
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Text size="sm">{message}</Text>
      {children}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={isDestructive ? 'red.9' : undefined} onClick={confirmOnce}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
