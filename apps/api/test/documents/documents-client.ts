import type { FastifyInstance } from 'fastify';
import { multipartBody, type TFormPart } from '../files/multipart.ts';
import type { TSignedIn } from '../helpers/students.ts';

export type TUploadInput = { type?: string; name?: string; fileName?: string; content: Buffer };

/** The form a client sends: `type`, optional `name`, and the file part `file`. */
export function uploadForm(input: TUploadInput) {
  const parts: TFormPart[] = [];
  if (input.type !== undefined) parts.push({ name: 'type', value: input.type });
  if (input.name !== undefined) parts.push({ name: 'name', value: input.name });
  parts.push({ name: 'file', fileName: input.fileName ?? 'document.pdf', content: input.content });
  return multipartBody(parts);
}

/**
 * Thin wrappers over app.inject for the document calls. Takes the test app holder and reads its
 * app on each call, as the app only exists once beforeAll has run.
 */
export function documentsClient(t: { app: FastifyInstance }) {
  const get = (user: TSignedIn, url: string, query: Record<string, string | number> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: user.headers,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const api = {
    upload(user: TSignedIn, input: TUploadInput) {
      const form = uploadForm(input);
      return t.app.inject({
        method: 'POST',
        url: '/student/document/upload',
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
    },
    /** Uploads and returns the document, failing the test with the body when refused. */
    async uploadOk(user: TSignedIn, input: TUploadInput) {
      const res = await api.upload(user, input);
      if (res.statusCode >= 300) throw new Error(`upload ${res.statusCode}: ${res.body}`);
      return res.json() as { id: number; name: string; type: string; status: string; remarks: string };
    },
    download: (user: TSignedIn, query: Record<string, string | number>) =>
      get(user, '/student/document/download', query),
    /** The tempURL of a document, or a thrown error with the body. */
    async tempUrlOf(user: TSignedIn, documentId: number): Promise<string> {
      const res = await api.download(user, { documentId });
      if (res.statusCode !== 200) throw new Error(`download ${res.statusCode}: ${res.body}`);
      return res.json().tempURL;
    },
    /** Follows a tempURL as a browser would: no token. */
    fetch: (tempUrl: string) => t.app.inject({ method: 'GET', url: tempUrl }),
    list: (user: TSignedIn, query: Record<string, string | number> = {}) =>
      get(user, '/student/document/download-all', query),
    types: (user: TSignedIn) => get(user, '/student/document/all-document-type'),
    remarks: (user: TSignedIn, query: Record<string, string | number>) =>
      get(user, '/student/document/get-remarks', query),
    versions: (user: TSignedIn, query: Record<string, string | number>) =>
      get(user, '/student/document/versions', query),
    versionDownload: (user: TSignedIn, query: Record<string, string | number>) =>
      get(user, '/student/document/version/download', query),
    updateStatus: (user: TSignedIn, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/student/document/update-status', headers: user.headers, payload }),
    updateRemarks: (user: TSignedIn, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/student/document/update-remarks',
        headers: user.headers,
        payload,
      }),
  };
  return api;
}
