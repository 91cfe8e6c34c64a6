import { Text } from '@mantine/core';
import { ADDITIONAL_DOCUMENT_TYPES, PROFILE_TEXTS } from '../profile-texts.ts';
import { DocumentSlots } from './document-slots.tsx';
import { SectionActions } from './section-actions.tsx';

/**
 * §2 Additional Documents: CV, two recommendation letters, an experience certificate. Only document
 * slots, which upload at once, so the section has no Edit/Save; Home as the last section's button.
 */
export function AdditionalSection({ homeTo }: { homeTo: string }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {PROFILE_TEXTS.additionalHint}
      </Text>
      <DocumentSlots types={ADDITIONAL_DOCUMENT_TYPES} />
      <SectionActions isEditing={false} homeTo={homeTo} />
    </>
  );
}
