import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import { useRef } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useUploadProfilePhoto } from '../api/upload-profile-photo.ts';
import { PHOTO_TEXTS } from './photo-texts.ts';
import { PhotoViewHeader } from './photo-view-header.tsx';

export type TPhotoPreviewViewProps = { image: string; onChange: () => void; onDone: () => void };

/**
 * §2 preview: the cropped photo, round at 192 px, with Change (pick again, the crop is dropped) and Done
 * (upload, then back to the profile). Done sends once however often it is pressed: the ref closes the gap
 * before the pending state has rendered. §8 logs a failed upload only; we also say so here with a retry.
 */
export function PhotoPreviewView({ image, onChange, onDone }: TPhotoPreviewViewProps) {
  const upload = useUploadProfilePhoto();
  const isSending = useRef(false);
  const size = LIMITS.avatarSizePx.preview;

  const done = () => {
    if (!image || isSending.current) return; // §5: Done does nothing without a cropped image
    isSending.current = true;
    upload.mutate(image, {
      onSuccess: onDone,
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return (
    <Stack className="photo-view" gap="md" align="stretch">
      <PhotoViewHeader />
      <img
        src={image}
        alt={PHOTO_TEXTS.previewAlt}
        width={size}
        height={size}
        className="photo-preview__image"
      />
      {upload.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(upload.error, PHOTO_TEXTS.uploadFailed)}</Text>
            <Button size="xs" variant="default" onClick={done}>
              {PHOTO_TEXTS.tryAgain}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group grow>
        <Button variant="default" onClick={onChange} disabled={upload.isPending}>
          {PHOTO_TEXTS.change}
        </Button>
        <Button onClick={done} loading={upload.isPending}>
          {PHOTO_TEXTS.done}
        </Button>
      </Group>
    </Stack>
  );
}
