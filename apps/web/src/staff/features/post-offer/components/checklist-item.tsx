import { Badge, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { type TChecklistItemView, type TDocumentReviewBody, ZDocumentReviewBody } from '@portal/contract';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useId, useState } from 'react';
import { useReviewJourneyDocument } from '../api/review-journey-document.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { useTickChecklistItem } from '../api/visa-checklist-tick.ts';
import { useStageForm } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { JourneyDocument } from './journey-document.tsx';
import { ServerRefusal } from './server-refusal.tsx';

/**
 * One item of the destination's visa checklist: with nothing to upload, a tick the counsellor sets; with a
 * document, its status, Open, and Accept / Reject (with a reason) through the documents module's review.
 */
export function ChecklistItem({ target, item }: { target: TPostOfferTarget; item: TChecklistItemView }) {
  const tick = useTickChecklistItem(target);
  const hasDocuments = item.documentTypes.length > 0;
  return (
    <Stack gap={4}>
      {hasDocuments ? (
        <Text size="sm" fw={600}>
          {item.label}
          {item.done && (
            <Badge ml="xs" size="sm" color="#1f7a34">
              {TEXTS.itemDone}
            </Badge>
          )}
        </Text>
      ) : (
        <Checkbox
          label={item.label}
          checked={item.done}
          disabled={tick.isPending}
          aria-busy={tick.isPending}
          onChange={(event) => {
            if (!tick.isPending) tick.mutate({ key: item.key, done: event.currentTarget.checked });
          }}
          styles={{ label: { fontWeight: 600 } }}
        />
      )}
      <Text size="xs" c="dimmed">
        {item.detail}
        {item.conditional && ` (${TEXTS.conditional})`}
      </Text>
      {hasDocuments &&
        (item.document ? (
          <>
            <JourneyDocument studentId={target.studentId} document={item.document} label={item.label} />
            {item.document.status === 'UPLOADED' && (
              <DocumentVerdict target={target} documentId={item.document.id} label={item.label} />
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {TEXTS.notUploaded}
          </Text>
        ))}
      <ServerRefusal error={tick.error} />
    </Stack>
  );
}

function DocumentVerdict({
  target,
  documentId,
  label,
}: {
  target: TPostOfferTarget;
  documentId: number;
  label: string;
}) {
  const reasonId = useId();
  const [isRejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const review = useReviewJourneyDocument(target);
  const toReview = (body: TDocumentReviewBody) => ({
    studentId: target.studentId,
    documentId,
    body,
  });
  const accept = useStageForm(ZDocumentReviewBody, review, toReview);
  const reject = useStageForm(ZDocumentReviewBody, review, toReview, { onDone: () => setRejecting(false) });
  if (!isRejecting) {
    return (
      <form
        noValidate
        aria-label={`${TEXTS.accept}: ${label}`}
        onSubmit={accept.submit({ status: 'ACCEPTED', remark: '' })}
      >
        <Group gap="xs">
          <Button
            type="submit"
            size="compact-sm"
            loading={review.isPending}
            aria-label={`${TEXTS.accept} ${label}`}
          >
            {TEXTS.accept}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            disabled={review.isPending}
            onClick={() => setRejecting(true)}
            aria-label={`${TEXTS.reject} ${label}`}
          >
            {TEXTS.reject}
          </Button>
          <ServerRefusal error={review.error} />
        </Group>
      </form>
    );
  }
  return (
    <form
      noValidate
      aria-label={`${TEXTS.reject}: ${label}`}
      onSubmit={reject.submit({ status: 'REJECTED', remark })}
    >
      <Stack gap="xs">
        <Textarea
          id={reasonId}
          label={TEXTS.rejectReason(label)}
          required
          rows={2}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          error={reject.errors.remark}
        />
        <ServerRefusal error={review.error} />
        <Group gap="xs">
          <Button type="submit" size="compact-sm" color="red.9" loading={review.isPending}>
            {TEXTS.confirmReject}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setRejecting(false)}>
            {TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
