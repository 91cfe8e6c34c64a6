import { Button, FileInput, Group } from '@mantine/core';
import { PHOTO_CONTENT_TYPES, type TPhotoContentType } from '@portal/contract';
import { CONTACT_CARD_TEXTS as TEXTS } from '../contact-card-texts.ts';

export type TPhotoFieldProps = {
  photoUrl: string | null;
  error?: string;
  onChoose: (upload: { contentType: TPhotoContentType; base64String: string }) => void;
  onRemove: () => void;
  onUnreadable: () => void;
};

/** Reads a chosen file as base64 (the server checks its bytes, re-encodes it and refuses anything else). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The card's photo: choose a PNG or JPEG (shown in the preview at once), or remove the one there is. */
export function PhotoField({ photoUrl, error, onChoose, onRemove, onUnreadable }: TPhotoFieldProps) {
  const choose = async (file: File | null) => {
    if (!file) return;
    const contentType = (PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)
      ? (file.type as TPhotoContentType)
      : null;
    if (!contentType) return onUnreadable();
    try {
      onChoose({ contentType, base64String: await readBase64(file) });
    } catch {
      onUnreadable();
    }
  };
  return (
    <Group gap="sm" align="flex-end">
      <FileInput
        label={TEXTS.photo}
        description={TEXTS.photoHint}
        accept={PHOTO_CONTENT_TYPES.join(',')}
        placeholder={TEXTS.choosePhoto}
        clearable={false}
        value={null}
        onChange={(file) => void choose(file)}
        error={error}
        style={{ flex: '1 1 14rem' }}
      />
      {photoUrl && (
        <Button variant="outline" color="red.9" onClick={onRemove}>
          {TEXTS.removePhoto}
        </Button>
      )}
    </Group>
  );
}
