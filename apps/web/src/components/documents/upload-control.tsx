import { Button, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_ACCEPT } from '@portal/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { NETWORK_TEXTS } from '../../lib/network-texts.ts';
import { OfflineAlert } from '../ui/offline-alert.tsx';
import { checkUploadFile } from './check-upload-file.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { UploadedStatus } from './uploaded-status.tsx';
import { WRAPPING_BUTTON_PROPS } from './wrapping-button.ts';

export type TUploadControlProps = {
  /** The button's text ("Upload Passport", "Replace Statement of Purpose"). */
  actionLabel: string;
  /** The file input's name ("Passport file", "Certificate"). */
  inputLabel: string;
  /** The progress bar's name ("Uploading Passport"). */
  progressLabel: string;
  isPending: boolean;
  /** The upload waits for the network (offline): said at once, with a Cancel (onCancel). */
  isWaitingForNetwork?: boolean;
  onCancel?: () => void;
  /** 0 to 100 while sending. */
  progress: number;
  /** A failure to show beside the control (the caller's choice: §8 toasts most), if any. */
  failure?: string | null;
  /**
   * Sends a file the browser's checks let through. When it fulfils, "{file} uploaded." is announced; a
   * rejection is the caller's to tell (failure, or the call's toast).
   */
  onFile: (file: File) => Promise<unknown>;
  /** Announce a success here (default), or not when the caller's row goes away with it and says it. */
  isAnnouncing?: boolean;
  /** Other file rules than a student document's (§5), e.g. an offer letter's PDF only. */
  rules?: { accept: string; check: (file: File) => string | null; hint: string };
};

const DOCUMENT_RULES = { accept: UPLOAD_ACCEPT, check: checkUploadFile, hint: DOCUMENT_TEXTS.uploadHint };

/**
 * The upload control of a document (the profile's slots and the application journey): a button that
 * opens the file picker (a hidden, labelled input), the §5 hint before choosing, the browser's own checks
 * (type, size) before anything is sent, a progress bar while sending, and a polite "uploaded" status.
 */
export function UploadControl({
  actionLabel,
  inputLabel,
  progressLabel,
  isPending,
  isWaitingForNetwork = false,
  onCancel,
  progress,
  failure,
  onFile,
  isAnnouncing = true,
  rules = DOCUMENT_RULES,
}: TUploadControlProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const messageId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [sendingName, setSendingName] = useState('');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (!file) return;
    setUploadedName(null);
    const problem = rules.check(file);
    setRefusal(problem);
    if (problem) return;
    setSendingName(file.name);
    onFile(file).then(
      () => setUploadedName(file.name),
      () => {},
    );
  };

  const message = refusal ?? failure ?? null;
  return (
    <Stack gap={6}>
      <input
        ref={input}
        type="file"
        accept={rules.accept}
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
        // An address that names a document slot (My Profile's ?document=) focuses this button.
        data-upload-action
        style={{ alignSelf: 'flex-start' }}
        {...WRAPPING_BUTTON_PROPS}
      >
        {actionLabel}
      </Button>
      <Text id={hintId} size="xs" c="dimmed">
        {rules.hint}
      </Text>
      {isPending && (
        // The progressbar role is on the track, not on Mantine's filled section (its default): the
        // section is 0 px wide until the first bytes go, and a bar must be there from the first moment.
        <Progress.Root
          role="progressbar"
          aria-label={progressLabel}
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
      {isPending && isWaitingForNetwork && (
        <OfflineAlert p="xs">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{NETWORK_TEXTS.uploadWaits(sendingName)}</Text>
            {onCancel && (
              <Button
                variant="default"
                size="xs"
                onClick={onCancel}
                aria-label={NETWORK_TEXTS.cancelUpload(inputLabel)}
              >
                Cancel
              </Button>
            )}
          </Stack>
        </OfflineAlert>
      )}
      {message && (
        <Text id={messageId} role="alert" size="sm" c="var(--mantine-color-error)">
          {message}
        </Text>
      )}
      {isAnnouncing && <UploadedStatus fileName={uploadedName} />}
    </Stack>
  );
}
