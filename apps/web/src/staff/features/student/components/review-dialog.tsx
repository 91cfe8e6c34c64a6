import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_REMARKS_MAX_LENGTH,
  type DOCUMENT_VERDICTS,
  ZDocumentReviewBody,
} from '@portal/contract';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import type { TDocumentReview } from '../api/review-document.ts';
import { composeRemark } from '../compose-remark.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';

export type TReviewVerdict = (typeof DOCUMENT_VERDICTS)[number];
/** One opening of the dialog: which document, its label, the verdict chosen (and a new key per opening). */
export type TReviewTarget = { documentId: number; label: string; verdict: TReviewVerdict; opening: number };
/**
 * The review call the dialog sends, as a mutation hook of the feature's api/ folder (profile documents,
 * application documents, conditional documents): one dialog, whichever call. It is called once per
 * opening (the form re-mounts), so a dialog keeps to one hook.
 */
export type TUseReview = (
  studentId: number,
  successMessage: string,
) => UseMutationResult<unknown, Error, TDocumentReview>;

/**
 * "Review {document}" (UI contract). Stays mounted between openings, so it closes with its transition and
 * the focus returns to the button that opened it; each opening starts with an empty form.
 */
export function ReviewDialog({
  studentId,
  target,
  opened,
  onClose,
  useReview,
}: {
  studentId: number;
  target: TReviewTarget | null;
  opened: boolean;
  onClose: () => void;
  useReview: TUseReview;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target ? TEXTS.reviewTitle(target.label) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': TEXTS.close }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {target && (
        <ReviewForm
          key={target.opening}
          studentId={studentId}
          target={target}
          onDone={onClose}
          useReview={useReview}
        />
      )}
    </Modal>
  );
}

/**
 * For a rejection the common reasons as checkboxes, then the free-text "Remark"; they make one remark.
 * The contract's own rule runs first, so a rejection without a reason says why and sends nothing. One
 * request however often the button is pressed; a refusal shows here, with what was typed kept.
 */
function ReviewForm({
  studentId,
  target,
  onDone,
  useReview,
}: {
  studentId: number;
  target: TReviewTarget;
  onDone: () => void;
  useReview: TUseReview;
}) {
  const { documentId, label, verdict } = target;
  const review = useReview(studentId, TEXTS.reviewDone[verdict](label));
  const [reasons, setReasons] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const isSending = useRef(false);
  const isReject = verdict === 'REJECTED';

  const submit = () => {
    if (isSending.current) return;
    const ticked = DOCUMENT_REJECTION_REASONS.filter((reason) => isReject && reasons.includes(reason));
    const parsed = ZDocumentReviewBody.safeParse({ status: verdict, remark: composeRemark(ticked, text) });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0]?.message ?? TEXTS.reviewFailed);
      return;
    }
    isSending.current = true;
    review.mutate(
      { documentId, body: parsed.data },
      {
        onSuccess: onDone,
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {isReject && (
          <Checkbox.Group
            label={TEXTS.reasons}
            value={reasons}
            onChange={(value) => {
              setReasons(value);
              setRemarkError(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              {DOCUMENT_REJECTION_REASONS.map((reason) => (
                <Checkbox key={reason} value={reason} label={reason} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label={TEXTS.remark}
          description={isReject ? TEXTS.remarkHintReject : TEXTS.remarkHintOther}
          rows={3}
          resize="vertical"
          maxLength={DOCUMENT_REMARKS_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setRemarkError(null);
          }}
          error={remarkError}
          data-autofocus={isReject ? undefined : true}
        />
        {review.isError && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{errorMessageOf(review.error, TEXTS.reviewFailed)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" color={isReject ? 'red.9' : undefined} loading={review.isPending}>
            {TEXTS.reviewConfirm[verdict]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
