import { Text } from '@mantine/core';
import { PHOTO_TEXTS } from './photo-texts.ts';

/** §2 "the photo helps universities identify the student…": the profile places it near the avatar. */
export function PhotoHint({ id }: { id?: string }) {
  return (
    <Text id={id} size="sm" c="dimmed" className="photo-hint">
      {PHOTO_TEXTS.hint}
    </Text>
  );
}
