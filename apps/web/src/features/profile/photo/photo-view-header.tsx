import { Button, Group, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { BackIcon } from './photo-icons.tsx';
import { PHOTO_TEXTS } from './photo-texts.ts';

/**
 * The title "Profile Picture" (with Back where the view has one). A view replaces what was on screen, so
 * focus moves to its title: a keyboard or screen-reader user starts at the top of the new view.
 */
export function PhotoViewHeader({ onBack }: { onBack?: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Group className="photo-view__header" gap="xs" wrap="nowrap">
      {onBack && (
        <Button
          variant="subtle"
          px="xs"
          className="photo-view__back"
          leftSection={<BackIcon />}
          onClick={onBack}
        >
          {PHOTO_TEXTS.back}
        </Button>
      )}
      <Title order={1} size="h3" ref={titleRef} tabIndex={-1} className="photo-view__title">
        {PHOTO_TEXTS.title}
      </Title>
    </Group>
  );
}
