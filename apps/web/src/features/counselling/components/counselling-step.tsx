import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackIcon } from '../../../components/layout/icons.tsx';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import './counselling.css';

export type TCounsellingStepProps = {
  /** 1, 2 or 3; none for the booked session's own view. */
  step?: number;
  title: string;
  intro?: ReactNode;
  /** Where Back leads (the previous step, keeping the choices made). */
  backTo?: string | undefined;
  /** The back link's words when it leads elsewhere than the previous step ('Back to dashboard'). */
  backLabel?: string;
  children: ReactNode;
};

/** The frame of every counselling screen: Back, "Step N of 3", the heading and that times are India time. */
export function CounsellingStep({ step, title, intro, backTo, backLabel, children }: TCounsellingStepProps) {
  return (
    <div className="counselling-page">
      <div className="counselling-page__top">
        {backTo && (
          <Anchor component={Link} to={backTo} className="counselling-back">
            <BackIcon />
            {backLabel ?? COUNSELLING_TEXTS.back}
          </Anchor>
        )}
      </div>
      {step !== undefined && (
        <Text size="sm" fw={600} c="brand.6" className="counselling-page__step">
          {COUNSELLING_TEXTS.step(step)}
        </Text>
      )}
      <Title order={1} size="h2" className="counselling-page__title">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      <Text size="sm" c="dimmed" className="counselling-page__zone">
        <ClockIcon />
        {COUNSELLING_TEXTS.timeZoneNote}
      </Text>
      <div className="counselling-page__body">{children}</div>
    </div>
  );
}

const ClockIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
