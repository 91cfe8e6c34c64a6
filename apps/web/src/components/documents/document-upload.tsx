import { Button, Progress, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES, type TDocumentType, UPLOAD_ACCEPT } from '@portal/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useUploadStudentDocument } from '../../lib/api/upload-student-document.ts';
import { checkUploadFile } from './check-upload-file.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { WRAPPING_BUTTON_PROPS } from './wrapping-button.ts';

export type TDocumentUploadProps = {
  type: TDocumentType;
  label: string;
  /** The button's text: Upload {label}, Replace {label} or Upload a new version. */
  actionLabel: string;
};

/**
 * The upload control of a slot: a button that opens the file picker (a hidden, labelled input), the §5
 * hint before choosing, the browser's own checks before anything is sent, a progress bar while sending.
 * A failure of a passport upload is told here (§8); other types' failures are toasts (the call's meta).
 */
export function DocumentUpload({ type, label, actionLabel }: TDocumentUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const messageId = useId();
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const upload = useUploadStudentDocument(type);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (!file) return;
    setUploadedName(null);
    const problem = checkUploadFile(file);
    setRefusal(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      { onSuccess: () => setUploadedName(file.name) },
    );
  };

  const failure = upload.isError && type === 'PASSPORT' ? ERROR_MESSAGES.passportUpload : null;
  const message = refusal ?? failure;
  return (
    <Stack gap={6}>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={DOCUMENT_TEXTS.fileInput(label)}
        onChange={onChoose}
        hidden
      />
      <Button
        variant="light"
        size="sm"
        // Stays focusable while sending (a disabled button would drop the focus); a click then does nothing.
        onClick={() => !upload.isPending && input.current?.click()}
        aria-disabled={upload.isPending || undefined}
        data-disabled={upload.isPending || undefined}
        aria-describedby={message ? `${hintId} ${messageId}` : hintId}
        style={{ alignSelf: 'flex-start' }}
        {...WRAPPING_BUTTON_PROPS}
      >
        {actionLabel}
      </Button>
      <Text id={hintId} size="xs" c="dimmed">
        {DOCUMENT_TEXTS.uploadHint}
      </Text>
      {upload.isPending && (
        // The progressbar role is on the track, not on Mantine's filled section (its default): the
        // section is 0 px wide until the first bytes go, and a bar must be there from the first moment.
        <Progress.Root
          role="progressbar"
          aria-label={DOCUMENT_TEXTS.uploading(label)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}%`}
          size="sm"
          transitionDuration={150}
        >
          <Progress.Section value={progress} withAria={false} />
        </Progress.Root>
      )}
      {message && (
        <Text id={messageId} role="alert" size="sm" c="var(--mantine-color-error)">
          {message}
        </Text>
      )}
      {/* Always present, so screen readers announce what is written into it. */}
      <Text role="status" size="sm" c="dimmed" style={uploadedName ? undefined : { display: 'contents' }}>
        {uploadedName ? DOCUMENT_TEXTS.uploaded(uploadedName) : null}
      </Text>
    </Stack>
  );
}
