import { Button, CloseButton, Group, Text, Textarea } from '@mantine/core';
import { MESSAGE_TEXTS, UPLOAD_ACCEPT } from '@portal/contract';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { checkUploadFile } from '../documents/check-upload-file.ts';
import { outgoingProblem, type TOutgoingMessage } from './message-models.ts';
import { fileSizeText, MESSAGE_THREAD_TEXTS as TEXTS } from './message-texts.ts';

export type TMessageComposerProps = {
  /** The text area's name ("Message to your counsellor"). */
  label: string;
  /** The longest text the server takes (the contract's limit): the counter counts towards it. */
  bodyMax: number;
  /** Sends; a rejection's text (the server's words) shows under the field and the text stays. */
  onSend: (message: TOutgoingMessage) => Promise<unknown>;
};

/**
 * The composer: a text area with its counter, a file to attach (the documents' types and size, checked
 * here as a hint only: the server decides), and Send. A second press while sending sends nothing; the
 * text and the file stay until the server has the message, so a refusal loses nothing.
 */
export function MessageComposer({ label, bodyMax, onSend }: TMessageComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const isSendingNow = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const isTooLong = text.trim().length > bodyMax;

  const send = () => {
    if (isSendingNow.current) return;
    const message = { body: text.trim(), file };
    const refusal = outgoingProblem(message);
    setProblem(refusal);
    if (refusal) return;
    isSendingNow.current = true;
    setIsSending(true);
    onSend(message)
      .then(
        () => {
          setText('');
          setFile(null);
          textArea.current?.focus();
        },
        (error: unknown) => {
          setProblem(errorMessageOf(error, MESSAGE_TEXTS.sendFailed));
          textArea.current?.focus();
        },
      )
      .finally(() => {
        isSendingNow.current = false;
        setIsSending(false);
      });
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const refusal = checkUploadFile(chosen);
    setProblem(refusal);
    if (!refusal) setFile(chosen);
  };

  return (
    <form
      className="message-composer"
      noValidate
      aria-busy={isSending || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        ref={textArea}
        label={label}
        rows={3}
        resize="vertical"
        value={text}
        // What is typed while sending would be lost when the field empties on success.
        readOnly={isSending}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        error={problem}
        errorProps={{ role: 'alert' }}
      />
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={TEXTS.attachInput}
        onChange={onChoose}
        hidden
      />
      {file && (
        <Group gap={4} className="message-composer__file" wrap="nowrap">
          <Text size="sm" className="message-composer__file-name">
            {TEXTS.attached(file.name, fileSizeText(file.size))}
          </Text>
          <CloseButton
            size="sm"
            aria-label={MESSAGE_TEXTS.removeAttachment}
            onClick={() => setFile(null)}
            disabled={isSending}
          />
        </Group>
      )}
      <div className="message-composer__meta">
        <Text size="xs" c="gray.7" className="message-composer__hint">
          {`${MESSAGE_TEXTS.composerHint} ${TEXTS.sendHint}`}
        </Text>
        <Text
          size="xs"
          c={isTooLong ? 'var(--mantine-color-error)' : 'gray.7'}
          className="message-composer__counter"
          aria-hidden="true"
        >
          {TEXTS.counter(text.length, bodyMax)}
        </Text>
      </div>
      <Group justify="space-between" gap="xs" mt="xs">
        <Button
          variant="default"
          onClick={() => !isSending && fileInput.current?.click()}
          aria-disabled={isSending || undefined}
          data-disabled={isSending || undefined}
        >
          {MESSAGE_TEXTS.attachLabel}
        </Button>
        <Button type="submit" loading={isSending}>
          {MESSAGE_TEXTS.send}
        </Button>
      </Group>
    </form>
  );
}
