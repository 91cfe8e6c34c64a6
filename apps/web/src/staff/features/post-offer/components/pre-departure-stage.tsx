import { Stack, Text, Title } from '@mantine/core';
import {
  POST_OFFER_MESSAGES as M,
  type TPostOfferJourney,
  ZPreDepartureCompleteBody,
} from '@portal/contract';
import { useId, useState } from 'react';
import { useCompletePreDeparture } from '../api/pre-departure-complete.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { useStageForm } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { NoteField, StageForm } from './stage-form.tsx';

type TProps = { target: TPostOfferTarget; journey: TPostOfferJourney };

/** Pre-departure: the student's own checklist as they keep it, and Mark complete once the visa is granted. */
export function PreDepartureStage({ target, journey }: TProps) {
  const titleId = useId();
  const { preDeparture } = journey;
  const [note, setNote] = useState('');
  const complete = useCompletePreDeparture(target);
  const form = useStageForm(ZPreDepartureCompleteBody, complete, (body) => body);
  const blocked = journey.visa.status !== 'GRANTED' ? M.visaNotGranted : null;
  return (
    <Stack gap="sm">
      <section aria-labelledby={titleId}>
        <Title order={5} size="h6" id={titleId} mb={4}>
          {TEXTS.preDepartureChecklist}
        </Title>
        <dl className="post-offer__checklist">
          {preDeparture.checklist.map((item) => (
            <div key={item.item}>
              <dt>{item.label}</dt>
              <dd>
                {item.done ? TEXTS.itemDone : TEXTS.itemOpen}
                {item.date && ` · ${item.date}`}
                {item.detail && ` · ${item.detail}`}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {preDeparture.completedAt ? (
        <Text size="sm" fw={600}>
          {TEXTS.completedAt(preDeparture.completedAt.slice(0, 10))}
          {preDeparture.note && ` · ${preDeparture.note}`}
        </Text>
      ) : (
        <StageForm
          form={form}
          input={{ note }}
          label={TEXTS.complete}
          blocked={blocked}
          action={TEXTS.complete}
        >
          <NoteField
            disabled={blocked !== null}
            value={note}
            onChange={setNote}
            error={form.errors.note}
            maw={420}
          />
        </StageForm>
      )}
    </Stack>
  );
}
