import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PHOTO_TEXTS } from './photo-texts.ts';

export type TPhotoCameraProps = {
  onCapture: (photo: Blob) => void;
  /** No camera, or the browser or the student refused it: the upload view offers the device camera. */
  onUnavailable: () => void;
  onCancel: () => void;
};

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * The front camera, live (its own lazy chunk). The preview is mirrored like a mirror (what selfie cameras
 * do, easier to aim), but the picture is taken the right way round: it identifies the student to
 * universities, and writing on clothes or a badge must read correctly. The camera is released (its light
 * goes off) on capture, on cancel and whenever this view is left.
 */
export default function PhotoCamera({ onCapture, onUnavailable, onCancel }: TPhotoCameraProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reportUnavailable = useEffectEvent(onUnavailable);

  useEffect(() => {
    let isLeft = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(
      (stream) => {
        if (isLeft) return stopTracks(stream);
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
      },
      () => {
        if (!isLeft) reportUnavailable();
      },
    );
    return () => {
      isLeft = true;
      if (streamRef.current) stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  const capture = () => {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      setProblem(ERROR_MESSAGES.canvasUnavailable);
      return;
    }
    context.drawImage(video, 0, 0);
    canvas.toBlob((photo) => {
      if (!photo) return setProblem(ERROR_MESSAGES.canvasUnavailable);
      if (streamRef.current) stopTracks(streamRef.current);
      streamRef.current = null;
      onCapture(photo);
    }, 'image/png');
  };

  return (
    <Stack gap="xs" className="photo-camera">
      <video
        ref={videoRef}
        className="photo-camera__video"
        aria-label={PHOTO_TEXTS.cameraPreview}
        autoPlay
        muted
        playsInline
        onLoadedMetadata={() => setIsReady(true)}
      />
      {!isReady && <Text role="status">{PHOTO_TEXTS.cameraStarting}</Text>}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group grow>
        <Button variant="default" onClick={onCancel}>
          {PHOTO_TEXTS.cancelCamera}
        </Button>
        <Button onClick={capture} disabled={!isReady}>
          {PHOTO_TEXTS.capture}
        </Button>
      </Group>
    </Stack>
  );
}
