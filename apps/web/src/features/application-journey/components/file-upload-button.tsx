import { Button, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_ACCEPT } from '@portal/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { checkUploadFile } from '../../../components/documents/check-upload-file.ts';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { WRAPPING_BUTTON_PROPS } from '../../../components/documents/wrapping-button.ts';

export type TFileUploadButtonProps = {
  /** The button's text ("Upload Statement of Purpose"). */
  actionLabel: string;
  /** The file input's name ("Statement of Purpose file", "Certificate"). */
  inputLabel: string;
  isPending: boolean;
  /** 0 to 100 while sending. */
  progress: number;
  /** A failure to show beside the control (the server's reason), if the caller shows it here. */
  failure?: string | null;
  /** Called with a file the browser's checks let through. */
  onFile: (file: File) => void;
};

/**
 * A button that opens the file picker (a hidden, labelled input), the §5 hint, the browser's own checks
 * (type, size) before anything is sent, and a progress bar while sending — as the profile's slots do.
 */
export function FileUploadButton({
  actionLabel,
  inputLabel,
  isPending,
  progress,
  failure,
  onFile,
}: TFileUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const messageId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadFile(file);
    setRefusal(problem);
    if (!problem) onFile(file);
  };

  const message = refusal ?? failure ?? null;
  return (
    <Stack gap={6}>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={inputLabel}
        onChange={onChoose}
        hidden
      />
      <Button
        variant="light"
        size="sm"
        // Stays focusable while sending (a disabled button would drop the focus); a click then does nothing.
        onClick={() => !isPending && input.current?.click()}
        aria-disabled={isPending || undefined}
        data-disabled={isPending || undefined}
        aria-describedby={message ? `${hintId} ${messageId}` : hintId}
        style={{ alignSelf: 'flex-start' }}
        {...WRAPPING_BUTTON_PROPS}
      >
        {actionLabel}
      </Button>
      <Text id={hintId} size="xs" c="dimmed">
        {DOCUMENT_TEXTS.uploadHint}
      </Text>
      {isPending && (
        <Progress.Root
          role="progressbar"
          aria-label={DOCUMENT_TEXTS.uploading(inputLabel)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}%`}
          size="sm"
        >
          <Progress.Section value={progress} withAria={false} />
        </Progress.Root>
      )}
      {message && (
        <Text id={messageId} role="alert" size="sm" c="var(--mantine-color-error)">
          {message}
        </Text>
      )}
    </Stack>
  );
}
