import { Anchor, Paper, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { COUNSELLOR_LINK } from '../../../lib/counsellor-link.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';

export type THowToPayProps = {
  id: string;
  /** The fee to pay, formatted. */
  total: string;
  /** Changes each time Pay Now is pressed: the panel takes the focus again (and scrolls into view). */
  focusRequest: number;
};

/**
 * What Pay Now opens (§2 makes it a placeholder): the fee is paid to the counsellor, who records it; a link
 * under the steps leads to the counsellor's card (call, WhatsApp, messages).
 */
export function HowToPay({ id, total, focusRequest }: THowToPayProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusRequest > 0) titleRef.current?.focus();
  }, [focusRequest]);

  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="lg"
      className="payment-card payment-how"
    >
      <Title id={titleId} ref={titleRef} tabIndex={-1} order={2} size="h4" className="payment-how__title">
        {PAYMENT_TEXTS.howToPay}
      </Title>
      <ol className="payment-how__steps">
        {PAYMENT_TEXTS.howToPaySteps(total).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Anchor component={Link} to={COUNSELLOR_LINK.to} fw={600}>
        {COUNSELLOR_LINK.label}
      </Anchor>
    </Paper>
  );
}
