import { Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { CONDITIONAL_DOCUMENT_TYPE_OPTIONS, type TConditionalDocumentType } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useSetConditionalDocuments } from '../api/application-set-conditional-documents.ts';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';

export type TApplicationConditionalDocumentsProps = {
  studentId: number;
  applicationId: number;
  /** The types the offer asks for now (the card re-mounts this when they change). */
  savedTypes: readonly TConditionalDocumentType[];
};

/**
 * "Documents the conditional offer asks for": a checkbox per type the contract offers and "Save conditional
 * documents", which sends the whole list (the API adds, keeps or drops requirements to match it).
 */
export function ApplicationConditionalDocuments({
  studentId,
  applicationId,
  savedTypes,
}: TApplicationConditionalDocumentsProps) {
  const hintId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<TConditionalDocumentType>>(() => new Set(savedTypes));
  const save = useSetConditionalDocuments(studentId, applicationId, TEXTS.conditionalSaved);
  const isSending = useRef(false);

  const toggle = (type: TConditionalDocumentType, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(type);
    else next.delete(type);
    setChosen(next);
  };
  const isUnchanged = chosen.size === savedTypes.length && savedTypes.every((type) => chosen.has(type));
  const submit = () => {
    if (isSending.current || isUnchanged) return;
    isSending.current = true;
    const types = CONDITIONAL_DOCUMENT_TYPE_OPTIONS.map((option) => option.type).filter((type) =>
      chosen.has(type),
    );
    save.mutate(types, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return (
    <Stack gap="xs">
      <fieldset className="application-fieldset" aria-describedby={hintId}>
        <legend className="application-fieldset__legend">{TEXTS.conditionalDocuments}</legend>
        <Text id={hintId} size="xs" c="dimmed" mb="xs">
          {TEXTS.conditionalHint}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs" verticalSpacing={6}>
          {CONDITIONAL_DOCUMENT_TYPE_OPTIONS.map((option) => (
            <Checkbox
              key={option.type}
              label={option.label}
              checked={chosen.has(option.type)}
              onChange={(event) => toggle(option.type, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </fieldset>
      {save.isError && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {errorMessageOf(save.error, TEXTS.conditionalFailed)}
        </Text>
      )}
      <Button
        variant="light"
        loading={save.isPending}
        onClick={submit}
        // Nothing to save until a box changes; it stays focusable (a disabled button would drop the focus).
        aria-disabled={isUnchanged || undefined}
        data-disabled={isUnchanged || undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        {TEXTS.saveConditional}
      </Button>
    </Stack>
  );
}
