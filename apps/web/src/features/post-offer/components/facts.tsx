import { Text } from '@mantine/core';

export type TFact = { label: string; value: string | null | undefined };

/** Label–value pairs as a description list; a pair without a value is left out. */
export function Facts({ facts }: { facts: readonly TFact[] }) {
  const shown = facts.filter((fact) => fact.value);
  if (!shown.length) return null;
  return (
    <dl className="post-offer-facts">
      {shown.map((fact) => (
        <div key={fact.label} className="post-offer-facts__row">
          <Text component="dt" size="sm" c="gray.7">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" fw={600}>
            {fact.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
