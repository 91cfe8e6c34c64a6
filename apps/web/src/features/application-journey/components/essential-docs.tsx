import { Anchor, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { profileDocumentGroupsOf } from '../../../components/documents/document-groups.ts';
import { DocumentSlot } from '../../../components/documents/document-slot-context.tsx';
import { useStudentDocuments } from '../../../lib/api/get-student-documents.ts';
import { PATHS } from '../../../lib/paths.ts';
import { studentProfileQuery } from '../../../lib/student-profile-query.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

const ESSENTIAL_SKELETON_HEIGHT = 640;

/** §2 Essential Docs: the profile's document sections, the very slots /profile shows (upload works here too). */
export function EssentialDocs() {
  const profile = useQuery(studentProfileQuery());
  const documents = useStudentDocuments();
  // Both are fetched early by the boot script on this address; until both are in, one skeleton.
  const isLoading = profile.isPending || documents.isPending;
  const records = profile.data?.additionalDocuments;
  const groups = useMemo(() => profileDocumentGroupsOf(records ?? []), [records]);
  return (
    <>
      <Text size="sm" c="dimmed">
        {JOURNEY_TEXTS.essentialHint}
      </Text>
      <Anchor component={Link} to={PATHS.profile} size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
        {JOURNEY_TEXTS.openProfile}
      </Anchor>
      {/* The academic group grows with the profile's degree and language records, and a slot with a
          document is taller than an empty one: drawn once both are known, so nothing below moves. */}
      {isLoading && <Skeleton h={ESSENTIAL_SKELETON_HEIGHT} radius="md" />}
      {!isLoading &&
        groups.map((group) => (
          <section key={group.title} className="journey-group" aria-label={group.title}>
            <Title order={3} size="h5">
              {group.title}
            </Title>
            <div className="journey-documents">
              {group.types.map((type) => (
                <DocumentSlot key={type} type={type} />
              ))}
            </div>
          </section>
        ))}
    </>
  );
}
