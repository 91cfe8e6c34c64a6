import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export type TSectionActionsProps = {
  isEditing: boolean;
  /** The id of the edit form: Save submits it from outside (the document slots sit between them). */
  formId?: string;
  isSaving?: boolean;
  formError?: string | null;
  /** No Edit on a section with documents only. */
  onEdit?: () => void;
  onCancel?: () => void;
  /** The first three sections: Next opens the following one. */
  onNext?: () => void;
  /** The last section: Home (/dashboard when counselling is booked, else /courses). */
  homeTo?: string;
};

/** A section's buttons (§2, UI contract): view mode Edit + Next (or Home), edit mode Cancel + Save. */
export function SectionActions({
  isEditing,
  formId,
  isSaving = false,
  formError,
  onEdit,
  onCancel,
  onNext,
  homeTo,
}: TSectionActionsProps) {
  if (isEditing) {
    return (
      <>
        {formError && (
          <Alert color="red" variant="light" role="alert" mt="md">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSaving}>
            Save
          </Button>
        </Group>
      </>
    );
  }
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {onEdit && (
        <Button variant="default" onClick={onEdit}>
          Edit
        </Button>
      )}
      {onNext && <Button onClick={onNext}>Next</Button>}
      {homeTo && (
        <Button component={Link} to={homeTo}>
          Home
        </Button>
      )}
    </Group>
  );
}
