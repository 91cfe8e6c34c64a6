/**
 * What a write route tells every instance after its commit (migration 0020): the students whose kept
 * answers are out of date, as one portal_student payload listing their ids ('1,5,9'), or '*' for every
 * student. The triggers of migration 0019 that remain send one id or '*'; parseStudentChange reads both.
 */
export type TStudentChange = number | '*';

/** PostgreSQL refuses a payload of 8,000 bytes or more: ids are split into payloads below this. */
const MAX_PAYLOAD_CHARS = 7_900;

/** The payloads naming `changes` ('*' alone when every student is named). */
export function studentChangePayloads(changes: Iterable<TStudentChange>): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const change of changes) {
    if (change === '*') return ['*'];
    const id = String(change);
    if (current !== '' && current.length + 1 + id.length > MAX_PAYLOAD_CHARS) {
      payloads.push(current);
      current = '';
    }
    current = current === '' ? id : `${current},${id}`;
  }
  if (current !== '') payloads.push(current);
  return payloads;
}

/** The students a payload names, or '*' for all of them (anything unreadable counts as all). */
export function parseStudentChange(payload: string): number[] | '*' {
  if (payload === '' || payload === '*') return '*';
  const ids = payload.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : '*';
}

/**
 * Gathers the changes announced by writes that finish together and sends them at once: a batch opens at
 * the first announcement, closes when the event loop has handled what is ready (setImmediate), and is sent
 * once the batch before it has been (at most one send in flight, so under load a batch grows while the
 * previous one travels, as a group commit). Each caller's promise settles when its batch was sent.
 */
export function createStudentAnnouncer(send: (payloads: string[]) => Promise<unknown>) {
  let open: { changes: Set<TStudentChange>; sent: Promise<void> } | undefined;
  let previous: Promise<unknown> = Promise.resolve();

  return {
    announce(change: TStudentChange): Promise<void> {
      if (!open) {
        const batch = { changes: new Set<TStudentChange>(), sent: Promise.resolve() };
        batch.sent = previous
          .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
          .then(async () => {
            if (open === batch) open = undefined;
            await send(studentChangePayloads(batch.changes));
          });
        previous = batch.sent.catch(() => {});
        open = batch;
      }
      open.changes.add(change);
      return open.sent;
    },
  };
}
