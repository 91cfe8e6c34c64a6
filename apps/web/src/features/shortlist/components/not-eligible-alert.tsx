import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { UnavailableReason, unavailableButtonProps } from '../../../components/ui/unavailable-action.tsx';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';

export type TNotEligibleAlertProps = {
  courseName: string;
  /** Undo takes the course off the shortlist (the same call as Remove), once the student confirms. */
  onUndo: () => void;
  /** Why Undo cannot be used (§6: removal is blocked once counselling is completed), or null. */
  undoDisabledReason: string | null;
  isUndoing: boolean;
  onClose: () => void;
};

/**
 * §2/§8: a NOT_ELIGIBLE card's danger alert 'You are not eligible in this course.' with Undo and close.
 * The spec does not say what Undo does; here it undoes the shortlisting (DELETE /shortlist/delete, then
 * the list reloads) after a dialog that says so, since the label alone does not; close dismisses the
 * alert for this visit (apps/web/README.md).
 */
export function NotEligibleAlert({
  courseName,
  onUndo,
  undoDisabledReason,
  isUndoing,
  onClose,
}: TNotEligibleAlertProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const reasonId = useId();
  const confirm = SHORTLIST_TEXTS.undoConfirm;
  return (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={`Close the eligibility message of ${courseName}`}
      className="shortlist-card__alert"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="red.9" fw={600}>
            {ERROR_MESSAGES.notEligible}
          </Text>
          <Button
            size="compact-sm"
            variant="white"
            color="red.9"
            className="shortlist-card__undo"
            loading={isUndoing}
            aria-label={`${SHORTLIST_TEXTS.undo}: remove ${courseName} from the shortlist`}
            aria-haspopup="dialog"
            {...(undoDisabledReason
              ? unavailableButtonProps(reasonId)
              : { onClick: () => setIsConfirming(true) })}
          >
            {SHORTLIST_TEXTS.undo}
          </Button>
        </Group>
        {undoDisabledReason && (
          <UnavailableReason id={reasonId} color="red.9">
            {undoDisabledReason}
          </UnavailableReason>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={confirm.title(courseName)}
        message={confirm.message}
        confirmLabel={confirm.confirm}
        cancelLabel={confirm.cancel}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          onUndo();
        }}
      />
    </Alert>
  );
}
