import { Alert, Button, Stack, Text } from '@mantine/core';
import { type ChangeEvent, lazy, Suspense, useRef, useState } from 'react';
import { checkPhotoFile, PHOTO_ACCEPT } from './photo-file-rules.ts';
import { PhotoHint } from './photo-hint.tsx';
import { CameraIcon, UploadIcon } from './photo-icons.tsx';
import { PHOTO_TEXTS } from './photo-texts.ts';
import { PhotoViewHeader } from './photo-view-header.tsx';

// The live camera (getUserMedia, video, capture canvas) is its own chunk, loaded on "take a picture".
const PhotoCamera = lazy(() => import('./photo-camera.tsx'));

/** A live preview needs the media API, which browsers give only to secure pages (https, localhost). */
const canUseLiveCamera = () => window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);

type TCameraState = 'closed' | 'live' | 'unavailable';

export type TPhotoUploadViewProps = { onBack: () => void; onFileChosen: (file: Blob) => void };

/**
 * §2 upload screen: Back, Upload (images only), '— or —', take a picture (front camera). Where there is
 * no live camera (no media API, permission refused) the device's own camera opens through a file input
 * with capture="user"; phones honour it, desktops show the file dialog.
 */
export function PhotoUploadView({ onBack, onFileChosen }: TPhotoUploadViewProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState<TCameraState>('closed');

  const choose = (file: Blob | undefined) => {
    if (!file) return;
    const reason = checkPhotoFile(file);
    setProblem(reason);
    if (!reason) onFileChosen(file);
  };
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.currentTarget.files?.[0]);
    event.currentTarget.value = ''; // picking the same file again still counts
  };
  const takePicture = () => {
    setProblem(null);
    if (canUseLiveCamera()) setCamera('live');
    else cameraInput.current?.click();
  };

  return (
    <Stack className="photo-view" gap="md">
      <PhotoViewHeader onBack={onBack} />
      <PhotoHint />
      {camera === 'live' ? (
        <Suspense fallback={<Text role="status">{PHOTO_TEXTS.cameraStarting}</Text>}>
          <PhotoCamera
            onCapture={choose}
            onUnavailable={() => setCamera('unavailable')}
            onCancel={() => setCamera('closed')}
          />
        </Suspense>
      ) : (
        <Stack className="photo-upload__choices" gap="xs" align="stretch">
          <Button leftSection={<UploadIcon />} onClick={() => fileInput.current?.click()}>
            {PHOTO_TEXTS.upload}
          </Button>
          <Text ta="center" c="dimmed" aria-hidden="true">
            {PHOTO_TEXTS.separator}
          </Text>
          <Button variant="outline" leftSection={<CameraIcon />} onClick={takePicture}>
            {PHOTO_TEXTS.takePicture}
          </Button>
        </Stack>
      )}
      {camera === 'unavailable' && (
        <Alert color="yellow" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{PHOTO_TEXTS.cameraUnavailable}</Text>
            <Button size="xs" variant="default" onClick={() => cameraInput.current?.click()}>
              {PHOTO_TEXTS.openCameraApp}
            </Button>
          </Stack>
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {/* Opened by the buttons above; not reachable on their own (the buttons are the controls). */}
      <input
        ref={fileInput}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label={PHOTO_TEXTS.fileInput}
        tabIndex={-1}
        hidden
        onChange={onPicked}
      />
      <input
        ref={cameraInput}
        type="file"
        accept={PHOTO_ACCEPT}
        capture="user"
        aria-label={PHOTO_TEXTS.cameraInput}
        tabIndex={-1}
        hidden
        onChange={onPicked}
      />
    </Stack>
  );
}
