import { Fieldset } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import type { ReactNode } from 'react';

/** A titled group of fields: a fieldset whose legend reads as a section heading. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 8 } }}
    >
      {children}
    </Fieldset>
  );
}
