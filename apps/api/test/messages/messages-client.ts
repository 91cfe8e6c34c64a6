import type { TMessage, TMessageThread } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { multipartBody, type TFormPart } from '../files/multipart.ts';
import type { TSignedIn } from '../helpers/students.ts';

export type TSendInput = {
  body?: string;
  file?: { name: string; content: Buffer; contentType?: string };
  /** Extra text fields, sent as they are. */
  fields?: Record<string, string>;
};

/** The send form: the text field `body` (when given), any extra fields, the optional file part `file`. */
export function messageForm(input: TSendInput) {
  const parts: TFormPart[] = [];
  if (input.body !== undefined) parts.push({ name: 'body', value: input.body });
  for (const [name, value] of Object.entries(input.fields ?? {})) parts.push({ name, value });
  if (input.file) {
    parts.push({
      name: 'file',
      fileName: input.file.name,
      content: input.file.content,
      ...(input.file.contentType ? { contentType: input.file.contentType } : {}),
    });
  }
  return multipartBody(parts);
}

/**
 * The message calls of one thread, for a student (their own: /api/messages) or staff (the student's:
 * /api/staff/students/{id}/messages). Reads t.app on each call (it exists once beforeAll has run).
 */
export function messagesClient(t: { app: FastifyInstance }) {
  const baseOf = (studentId?: number) =>
    studentId === undefined ? '/api/messages' : `/api/staff/students/${studentId}/messages`;
  const api = {
    send(user: TSignedIn, input: TSendInput, studentId?: number) {
      const form = messageForm(input);
      return t.app.inject({
        method: 'POST',
        url: baseOf(studentId),
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
    },
    /** Sends and answers the message, failing the test with the body when refused. */
    async sendOk(user: TSignedIn, input: TSendInput, studentId?: number): Promise<TMessage> {
      const res = await api.send(user, input, studentId);
      if (res.statusCode !== 201) throw new Error(`send ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    page(user: TSignedIn, query: Record<string, string | number> = {}, studentId?: number) {
      return t.app.inject({
        method: 'GET',
        url: baseOf(studentId),
        headers: user.headers,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
    },
    async pageOk(
      user: TSignedIn,
      query: Record<string, string | number> = {},
      studentId?: number,
    ): Promise<TMessageThread> {
      const res = await api.page(user, query, studentId);
      if (res.statusCode !== 200) throw new Error(`page ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    read(user: TSignedIn, upToId: unknown, studentId?: number) {
      return t.app.inject({
        method: 'PUT',
        url: `${baseOf(studentId)}/read`,
        headers: user.headers,
        payload: { upToId },
      });
    },
    attachment(user: TSignedIn, messageId: number | string, studentId?: number) {
      return t.app.inject({
        method: 'GET',
        url: `${baseOf(studentId)}/${messageId}/attachment`,
        headers: user.headers,
      });
    },
    /** Follows a tempURL as a browser would: no token. */
    fetch: (tempUrl: string) => t.app.inject({ method: 'GET', url: tempUrl }),
  };
  return api;
}
