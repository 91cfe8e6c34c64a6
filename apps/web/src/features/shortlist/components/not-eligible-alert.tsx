import { Alert, Button, Group, Text } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/contract';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';

export type TNotEligibleAlertProps = {
  courseName: string;
  /** Undo takes the course off the shortlist (the same call as Remove). */
  onUndo: () => void;
  /** §6: removal is blocked once counselling is completed, so Undo is too. */
  canUndo: boolean;
  isUndoing: boolean;
  onClose: () => void;
};

/**
 * §2/§8: a NOT_ELIGIBLE card's danger alert 'You are not eligible in this course.' with Undo and close.
 * The spec does not say what Undo does; here it undoes the shortlisting (DELETE /shortlist/delete, then
 * the list reloads), and close dismisses the alert for this visit (apps/web/README.md).
 */
export function NotEligibleAlert({
  courseName,
  onUndo,
  canUndo,
  isUndoing,
  onClose,
}: TNotEligibleAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={`Close the eligibility message of ${courseName}`}
      className="shortlist-card__alert"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="red.9" fw={600}>
          {ERROR_MESSAGES.notEligible}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="red.9"
          className="shortlist-card__undo"
          onClick={onUndo}
          disabled={!canUndo}
          loading={isUndoing}
          aria-label={`${SHORTLIST_TEXTS.undo}: remove ${courseName} from the shortlist`}
        >
          {SHORTLIST_TEXTS.undo}
        </Button>
      </Group>
    </Alert>
  );
}
