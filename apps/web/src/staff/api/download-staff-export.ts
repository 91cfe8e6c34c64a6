import { EXPORT_TOTAL_HEADER } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../lib/api-error.ts';
import { saveFile } from '../../lib/save-file.ts';
import { readToken } from '../../lib/session.ts';
import { CsvRowCounter } from './csv-row-counter.ts';

/**
 * GET /api/staff/exports/students.csv and /applications.csv: the CSV of a list with its
 * filters. Read with fetch, not the HTTP client: axios hands over the body only when it is complete,
 * while the stream lets the rows be counted as they arrive (the progress bar), and an export may take
 * longer than the client's 10-second timeout. The token is attached as the client does.
 */
export const STAFF_EXPORT_PATHS = {
  students: '/api/staff/exports/students.csv',
  applications: '/api/staff/exports/applications.csv',
} as const;
export type TStaffExportKind = keyof typeof STAFF_EXPORT_PATHS;

export type TExportParams = Readonly<Record<string, string | number | boolean | undefined>>;
export type TExportProgress = {
  rows: number;
  /** The server's `x-total-count`; null when it did not send one. */
  total: number | null;
};
export type TExportFile = { file: Blob; fileName: string; rows: number };

const queryOf = (params: TExportParams) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** `filename="students-2027-01-05.csv"` (or RFC 5987 `filename*=UTF-8''…`) from Content-Disposition. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The failure as the rest of the app sees failures (ApiError: the §4 401 rule, the server's message). */
async function failureOf(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => undefined);
  const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
  return toApiError({ isAxiosError: true, code, response: { status: response.status, data } });
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** No (complete) answer: canceled (Cancel, leaving the page) or the network failed. */
const noAnswer = (error: unknown) =>
  toApiError({ isAxiosError: true, code: isAbort(error) ? 'ERR_CANCELED' : 'ERR_NETWORK' });

/** Downloads the export, calling `onProgress` as rows arrive; rejects with ApiError. */
export async function downloadStaffExport(
  kind: TStaffExportKind,
  params: TExportParams,
  onProgress: (progress: TExportProgress) => void,
  signal?: AbortSignal,
): Promise<TExportFile> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${STAFF_EXPORT_PATHS[kind]}${queryOf(params)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    throw noAnswer(error);
  }
  if (!response.ok) throw await failureOf(response);

  const totalHeader = response.headers.get(EXPORT_TOTAL_HEADER);
  const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
  const counter = new CsvRowCounter();
  const chunks: BlobPart[] = [];
  onProgress({ rows: 0, total });
  try {
    if (response.body) {
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        chunks.push(part.value);
        counter.feed(decoder.decode(part.value, { stream: true }));
        onProgress({ rows: counter.rows(), total });
      }
    } else {
      const text = await response.text();
      chunks.push(text);
      counter.feed(text);
    }
  } catch (error) {
    throw noAnswer(error);
  }
  const rows = counter.finish();
  onProgress({ rows, total: total ?? rows });
  const fallbackName = `${kind}-${new Date().toISOString().slice(0, 10)}.csv`;
  return {
    file: new Blob(chunks, { type: 'text/csv;charset=utf-8' }),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    rows,
  };
}

/**
 * An export as a user starts it: the progress as rows arrive, then the browser saves the file. Leaving
 * the page or Cancel stops it. A failure is shown where the button is (isShownInline); a 401 still ends
 * the session through the query client.
 */
export function useStaffExport(kind: TStaffExportKind) {
  const [progress, setProgress] = useState<TExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (params: TExportParams) => {
      controller.current?.abort();
      controller.current = new AbortController();
      setProgress(null);
      return downloadStaffExport(kind, params, setProgress, controller.current.signal);
    },
    onSuccess: ({ file, fileName }) => saveFile(file, fileName),
    meta: { isShownInline: true },
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
