// The content checks that parse a whole file in JavaScript (PDF, Word 97-2003) run on this thread:
// a slow or hostile file (a PDF object stream that inflates to gigabytes, a 3,000-page document)
// costs this thread its time and memory, never the API's event loop, and the host ends the thread
// at a check's deadline (and starts a fresh one). One check at a time; built to its own file
// (dist/content-check-worker.js).
import fs from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { docRefusal } from './doc.ts';
import { pdfRefusal } from './pdf.ts';
import type { TCheckRefusal } from './refusal.ts';

export type TCheckRequest = { id: number; kind: 'pdf' | 'doc'; path: string };
export type TCheckReply = { id: number; refusal: TCheckRefusal | null } | { id: number; error: string };

parentPort?.on('message', async ({ id, kind, path }: TCheckRequest) => {
  try {
    const bytes = await fs.readFile(path);
    const refusal = kind === 'pdf' ? await pdfRefusal(bytes) : docRefusal(bytes);
    parentPort?.postMessage({ id, refusal } satisfies TCheckReply);
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message } satisfies TCheckReply);
  }
});
parentPort?.postMessage('ready');
