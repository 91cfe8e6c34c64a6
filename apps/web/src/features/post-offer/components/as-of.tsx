import { Anchor, Text } from '@mantine/core';
import { formatDay } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

export type TSourcedFigure = { source: string; checkedOn: string; note?: string | undefined };

/** Where a rule's figure comes from: "as of {date}", the official page (new tab) and its note, if any. */
export function AsOf({ sourced, what }: { sourced: TSourcedFigure; what: string }) {
  return (
    <Text size="xs" c="gray.7" className="post-offer-as-of">
      {TEXTS.asOf(formatDay(sourced.checkedOn))} ·{' '}
      <Anchor
        href={sourced.source}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        aria-label={TEXTS.sourceOf(what)}
      >
        {TEXTS.source}
      </Anchor>
      {sourced.note && <> · {sourced.note}</>}
    </Text>
  );
}
