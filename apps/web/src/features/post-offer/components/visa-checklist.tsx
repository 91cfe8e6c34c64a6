import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_TYPE_LABELS,
  JOURNEY_DOCUMENT_LABELS,
  JOURNEY_DOCUMENT_TYPES,
  type TChecklistItemView,
  type TDestinationRule,
  type TJourneyDocumentType,
} from '@portal/contract';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { AsOf } from './as-of.tsx';
import { JourneyDocument } from './journey-document.tsx';

const isJourneyType = (type: string): type is TJourneyDocumentType =>
  (JOURNEY_DOCUMENT_TYPES as readonly string[]).includes(type);

export type TVisaChecklistProps = {
  applicationId: number;
  items: readonly TChecklistItemView[];
  rule: TDestinationRule['visa'];
  onUploaded: () => void;
};

/**
 * The destination's visa checklist: each item's state, and an upload where the item takes a journey
 * document (a profile document, e.g. the passport, is uploaded in My Profile: its status shows here).
 */
export function VisaChecklist({ applicationId, items, rule, onUploaded }: TVisaChecklistProps) {
  return (
    <Stack gap="xs" component="ul" className="post-offer-checklist" aria-label={TEXTS.checklist}>
      {items.map((item) => {
        const sourced = rule.checklist.find((candidate) => candidate.key === item.key);
        const journeyType = item.documentTypes.find(isJourneyType);
        const profileType = item.documentTypes.find((type) => !isJourneyType(type));
        return (
          <Paper key={item.key} component="li" withBorder p="sm" radius="md" data-done={item.done}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ flex: '1 1 15ch' }}>
                  {item.label}
                </Text>
                <Badge color={item.done ? '#1f7a34' : 'gray.7'} variant={item.done ? 'filled' : 'outline'}>
                  {item.done ? TEXTS.checklistDone : TEXTS.checklistOpen}
                </Badge>
              </Group>
              <Text size="sm">{item.detail}</Text>
              {item.conditional && (
                <Text size="xs" c="gray.7">
                  {TEXTS.conditional}
                </Text>
              )}
              {item.tickedByCounsellor && (
                <Text size="xs" c="gray.7">
                  {TEXTS.tickedByCounsellor}
                </Text>
              )}
              {journeyType ? (
                <JourneyDocument
                  applicationId={applicationId}
                  type={journeyType}
                  label={JOURNEY_DOCUMENT_LABELS[journeyType]}
                  document={item.document}
                  onUploaded={onUploaded}
                />
              ) : (
                profileType && (
                  <Group gap="xs">
                    <Text size="sm">
                      {DOCUMENT_TYPE_LABELS[profileType as keyof typeof DOCUMENT_TYPE_LABELS]}
                    </Text>
                    <DocumentStatusBadge status={item.document?.status} />
                  </Group>
                )
              )}
              {sourced && <AsOf sourced={sourced} what={item.label} />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
