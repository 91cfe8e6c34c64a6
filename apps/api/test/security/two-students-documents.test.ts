import { beforeAll, describe, expect, it } from 'vitest';
import { documentsClient } from '../documents/documents-client.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Student A uploads a document that staff then review; student B tries every document call with
 * A's ids and must neither read nor change anything of A's.
 */
const t = useTestApp();
const api = documentsClient(t);
let a: TSignedIn;
let b: TSignedIn;
let aDocumentId: number;
const SECRET_NAME = 'Asha passport scan';
const SECRET_REMARK = 'Only for Asha';

const aDocument = async () => (await api.list(a)).json().documents[0];

beforeAll(async () => {
  a = await createSignedInUser(t.app);
  b = await createSignedInUser(t.app);
  const staff = await createSignedInUser(t.app, 'COUNSELLOR');
  aDocumentId = (await api.uploadOk(a, { type: 'PASSPORT', name: SECRET_NAME, content: tinyPdf('A') })).id;
  const target = { studentId: a.id, documentId: aDocumentId };
  // A rejection carries its reason: the remark first.
  expect((await api.updateRemarks(staff, { ...target, remarks: SECRET_REMARK })).statusCode).toBe(200);
  expect((await api.updateStatus(staff, { ...target, status: 'REJECTED' })).statusCode).toBe(200);
});

describe('student B never reaches student A’s documents', () => {
  it.each([
    ['download of A’s document', () => api.download(b, { documentId: aDocumentId }), 404],
    ['download naming A', () => api.download(b, { documentId: aDocumentId, studentId: a.id }), 403],
    [
      'download naming B with A’s document',
      () => api.download(b, { documentId: aDocumentId, studentId: b.id }),
      404,
    ],
    ['download-all naming A', () => api.list(b, { studentId: a.id }), 403],
    ['get-remarks of A’s document', () => api.remarks(b, { documentId: aDocumentId }), 404],
    ['get-remarks naming A', () => api.remarks(b, { studentId: a.id, documentId: aDocumentId }), 403],
    [
      'get-remarks naming B with A’s document',
      () => api.remarks(b, { studentId: b.id, documentId: aDocumentId }),
      404,
    ],
    [
      'update-status of A’s document',
      () => api.updateStatus(b, { studentId: a.id, documentId: aDocumentId, status: 'ACCEPTED' }),
      403,
    ],
    [
      'update-remarks of A’s document',
      () => api.updateRemarks(b, { studentId: a.id, documentId: aDocumentId, remarks: 'hacked' }),
      403,
    ],
    [
      'update-status of B’s own id',
      () => api.updateStatus(b, { studentId: b.id, documentId: aDocumentId, status: 'ACCEPTED' }),
      403,
    ],
  ] as const)('%s is refused with %i and shows nothing of A', async (_label, call, status) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('tempURL');
    expect(res.body).not.toContain(SECRET_NAME);
    expect(res.body).not.toContain(SECRET_REMARK);
  });

  it('B’s own list is empty, and B uploading the same type makes B’s own document', async () => {
    expect((await api.list(b)).json()).toEqual({ documents: [] });
    const own = await api.uploadOk(b, { type: 'PASSPORT', content: tinyPdf('B') });
    expect(own.id).not.toBe(aDocumentId);
    expect((await api.download(b, { documentId: aDocumentId })).statusCode).toBe(404);
  });

  it('A’s document is unchanged and still serves A’s bytes', async () => {
    expect(await aDocument()).toEqual({
      id: aDocumentId,
      name: SECRET_NAME,
      type: 'PASSPORT',
      status: 'REJECTED',
      remarks: SECRET_REMARK,
      applicationId: null,
    });
    const file = await api.fetch(await api.tempUrlOf(a, aDocumentId));
    expect(file.rawPayload.equals(tinyPdf('A'))).toBe(true);
  });
});
