import { Alert, Button, Slider, Stack, Text } from '@mantine/core';
import { LIMITS, type TCropArea } from '@portal/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { styleNonce } from '../../../lib/style-nonce.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { cropToPng } from './crop-image.ts';
import { PHOTO_TEXTS } from './photo-texts.ts';
import { PhotoViewHeader } from './photo-view-header.tsx';
import { clampZoom, zoomForKey } from './zoom.ts';
import '@mantine/core/styles/Slider.layer.css';

export type TPhotoCropViewProps = { file: Blob; onBack: () => void; onCropped: (image: string) => void };

// Pixels an arrow key moves the photo (react-easy-crop's own default is 1: too slow to be useful).
const ARROW_STEP_PX = 8;
// Below this on its short side a photo is enlarged to fill the round crop and shows it (the avatar
// is drawn up to 192 px, on dense screens at twice that): a note, not a refusal.
const SMALL_PHOTO_PX = 200;

/**
 * §2 crop view — also the standalone crop screen: Back, "Profile Picture", the instruction, a round square
 * crop (aspect 1), the "Zoom" slider (1–3, step 0.1) and Crop Photo, enabled once the cropper has
 * measured a crop area (§5). Its own lazy chunk with react-easy-crop, loaded when a photo is chosen.
 * Keyboard: the crop area (focusable) moves the photo with the arrow keys (react-easy-crop); + and −
 * zoom there too (ours: the library has no zoom keys); the slider takes arrows, Home and End.
 * The photo covers the stage whatever its size (objectFit 'cover': the round crop area is filled, not a
 * small photo drawn at its natural size); a small one gets a note that it may look blurry.
 */
export default function PhotoCropView({ file, onBack, onCropped }: TPhotoCropViewProps) {
  const source = useObjectUrl(file);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(LIMITS.photoZoom.min);
  const [area, setArea] = useState<TCropArea | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isCropping, setIsCropping] = useState(false);
  const [isSmall, setIsSmall] = useState(false);
  const instructionId = useId();
  const smallNoteId = useId();
  const zoomLabelId = useId();

  const onStageKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = zoomForKey(event.key, zoom);
    if (next === null) return;
    event.preventDefault();
    setZoom(next);
  };
  const cropPhoto = async () => {
    if (!source || !area) return; // §5: cropping needs a crop area
    setIsCropping(true);
    setProblem(null);
    try {
      onCropped(await cropToPng(source, area));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : PHOTO_TEXTS.imageUnreadable);
      setIsCropping(false);
    }
  };

  return (
    <Stack className="photo-view" gap="md">
      <PhotoViewHeader onBack={onBack} />
      <Text id={instructionId}>
        {PHOTO_TEXTS.cropInstruction} <span className="photo-crop__keys">{PHOTO_TEXTS.cropKeyboard}</span>
      </Text>
      {/* Key presses inside the crop area bubble here (the zoom keys). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the focusable crop area inside is the control */}
      <div className="photo-crop__stage" onKeyDown={onStageKeyDown}>
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            objectFit="cover"
            cropShape="round"
            showGrid={false}
            minZoom={LIMITS.photoZoom.min}
            maxZoom={LIMITS.photoZoom.max}
            keyboardStep={ARROW_STEP_PX}
            // Its stylesheet is a <style> it adds: allowed by the page's CSP with the nonce only.
            nonce={styleNonce()}
            onCropChange={setCrop}
            onZoomChange={(value) => setZoom(clampZoom(value))}
            onCropComplete={(_percentages, pixels) => setArea(pixels)}
            onMediaLoaded={({ naturalWidth, naturalHeight }) =>
              setIsSmall(Math.min(naturalWidth, naturalHeight) < SMALL_PHOTO_PX)
            }
            mediaProps={{ onError: () => setProblem(PHOTO_TEXTS.imageUnreadable) }}
            cropperProps={{
              role: 'group',
              'aria-label': PHOTO_TEXTS.cropArea,
              'aria-describedby': isSmall ? `${instructionId} ${smallNoteId}` : instructionId,
            }}
          />
        )}
      </div>
      {isSmall && (
        <Text id={smallNoteId} size="sm" c="dimmed">
          {PHOTO_TEXTS.smallPhoto}
        </Text>
      )}
      <div>
        <Text id={zoomLabelId} fw={500} size="sm">
          {PHOTO_TEXTS.zoom}
        </Text>
        <Slider
          min={LIMITS.photoZoom.min}
          max={LIMITS.photoZoom.max}
          step={LIMITS.photoZoom.step}
          value={zoom}
          size="lg"
          thumbSize={24}
          onChange={(value) => setZoom(clampZoom(value))}
          label={(value) => `${value.toFixed(1)}×`}
          thumbValueText={(value) => `${value.toFixed(1)}×`}
          thumbProps={{ 'aria-labelledby': zoomLabelId }}
        />
      </div>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Button onClick={cropPhoto} disabled={!area || !source} loading={isCropping}>
        {PHOTO_TEXTS.cropPhoto}
      </Button>
    </Stack>
  );
}
