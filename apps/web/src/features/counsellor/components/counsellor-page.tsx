import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { COUNSELLOR_TEXTS } from '../counsellor-texts.ts';
import { CounsellorCard } from './counsellor-card.tsx';

export type TCounsellorPageProps = {
  /** What goes under the card: the message thread, which the route composes from its own feature. */
  children?: ReactNode;
};

/** /counsellor ("Your counsellor"): the heading, the counsellor's card, then what the route puts below. */
export function CounsellorPage({ children }: TCounsellorPageProps) {
  return (
    <Stack gap="md" className="counsellor-page">
      <div>
        <Title order={1} size="h2">
          {COUNSELLOR_TEXTS.pageTitle}
        </Title>
        <Text c="dimmed">{COUNSELLOR_TEXTS.pageIntro}</Text>
      </div>
      <CounsellorCard />
      {children}
    </Stack>
  );
}
