import { Button, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';
import type { TOfferLetterKind } from '@portal/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useUploadOfferLetter } from '../api/application-upload-offer-letter.ts';
import { checkOfferLetterFile, OFFER_LETTER_ACCEPT } from '../application-offer-letter-check.ts';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';

export type TApplicationOfferLetterUploadProps = {
  studentId: number;
  applicationId: number;
  kind: TOfferLetterKind;
  /** Told once the server has the letter (the card keeps what was uploaded this visit). */
  onUploaded: (kind: TOfferLetterKind) => void;
  /** The letter is already on file (from the detail or this visit): the button replaces it. */
  isOnFile?: boolean;
};

/**
 * One offer letter's upload: a labelled file input ("Conditional offer letter (PDF)") opened by a button,
 * the contract's letter rules checked before sending (PDF, 10 MB), a progress bar, a toast on success and
 * the server's refusal beside the button. Sent as soon as a file is chosen.
 */
export function ApplicationOfferLetterUpload({
  studentId,
  applicationId,
  kind,
  onUploaded,
  isOnFile = false,
}: TApplicationOfferLetterUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const messageId = useId();
  const upload = useUploadOfferLetter(studentId, applicationId, kind, TEXTS.letterUploaded[kind]);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentName, setSentName] = useState<string | null>(null);
  const letter = TEXTS.letterName[kind];

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (!file || upload.isPending) return;
    setSentName(null);
    const problem = checkOfferLetterFile(file);
    setRefusal(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: () => {
          setSentName(file.name);
          onUploaded(kind);
        },
      },
    );
  };

  const message = refusal ?? (upload.isError ? errorMessageOf(upload.error, TEXTS.letterFailed) : null);
  return (
    <Stack gap={6}>
      <input
        ref={input}
        type="file"
        accept={OFFER_LETTER_ACCEPT}
        aria-label={TEXTS.letterInput[kind]}
        onChange={onChoose}
        hidden
      />
      <Button
        variant="light"
        size="sm"
        // Stays focusable while sending; a click then does nothing.
        onClick={() => !upload.isPending && input.current?.click()}
        aria-disabled={upload.isPending || undefined}
        data-disabled={upload.isPending || undefined}
        aria-describedby={message ? `${hintId} ${messageId}` : hintId}
        style={{ alignSelf: 'flex-start' }}
      >
        {isOnFile ? TEXTS.replaceLetter(letter) : TEXTS.uploadLetter(letter)}
      </Button>
      <Text id={hintId} size="xs" c="dimmed">
        {isOnFile && !sentName ? `${TEXTS.letterOnFile} ` : ''}
        {TEXTS.letterHint}
      </Text>
      {upload.isPending && (
        <Progress.Root
          role="progressbar"
          aria-label={TEXTS.uploadingLetter(letter)}
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
      <Text role="status" size="sm" c="teal.9" style={sentName ? undefined : { display: 'contents' }}>
        {sentName ? TEXTS.letterSent(sentName) : null}
      </Text>
    </Stack>
  );
}
