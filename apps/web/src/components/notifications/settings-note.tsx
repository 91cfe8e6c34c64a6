import { Alert } from '@mantine/core';

/** What the last action of the settings form came to: done (a status) or failed (an alert). */
export type TSettingsNote = { kind: 'done' | 'failed'; text: string } | null;

/** The outcome line under a settings action, announced politely (a failure as an alert). */
export function SettingsNote({ note }: { note: TSettingsNote }) {
  return (
    <div aria-live="polite">
      {note && (
        <Alert
          color={note.kind === 'done' ? 'green' : 'red'}
          variant="light"
          role={note.kind === 'failed' ? 'alert' : 'status'}
        >
          {note.text}
        </Alert>
      )}
    </div>
  );
}
