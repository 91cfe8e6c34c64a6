import { ERROR_MESSAGES, FILE_KINDS, VALIDATION_MESSAGES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DocumentPreviewModal, type TPreviewTarget } from './document-preview-modal.tsx';

// jsdom cannot lay out or render a Word file, so docx-preview is replaced by a stand-in that writes a
// paragraph; what is checked here is that the module is loaded only when a .docx is opened and that its
// output lands in the named document element. (The real rendering is a browser's job.)
const renderer = vi.hoisted(() => ({ loads: 0, options: {} as Record<string, unknown> }));
vi.mock('docx-preview', () => {
  renderer.loads += 1;
  return {
    renderAsync: async (_blob: Blob, container: HTMLElement, _styles: unknown, options: object) => {
      renderer.options = { ...options };
      const paragraph = document.createElement('p');
      paragraph.textContent = 'Dear admissions team';
      container.append(paragraph);
    },
  };
});

const LINK = '/api/files/download?file=9&expires=1&signature=s';
let restore = () => {};
let created: string[] = [];
beforeEach(() => {
  created = [];
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:http://localhost/${created.length + 1}`);
    return created.at(-1) as string;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => restore());

function serve(file: TFakeReply, link: TFakeReply = { status: 200, data: { tempURL: LINK } }) {
  const api = installFakeApi({
    'GET /student/document/download': link,
    'GET /student/document/version/download': link,
    [`GET ${LINK}`]: file,
  });
  restore = api.restore;
  return api;
}

const open = (target: TPreviewTarget, studentId?: number) =>
  renderWithApp(
    <DocumentPreviewModal target={target} title="Passport" onClose={() => {}} studentId={studentId} />,
  );

describe('DocumentPreviewModal: the file as its kind (§5)', () => {
  // docx last: the renderer module must not have been loaded by any other kind before it.
  const rows = [
    {
      mime: FILE_KINDS.png.mime,
      name: 'scan.png',
      shows: () => screen.findByRole('img', { name: 'scan.png' }),
    },
    {
      mime: 'application/octet-stream',
      name: 'scan.JPG',
      shows: () => screen.findByRole('img', { name: 'scan.JPG' }),
    },
    { mime: FILE_KINDS.pdf.mime, name: 'offer.pdf', shows: () => screen.findByTitle('offer.pdf (PDF)') },
    {
      mime: FILE_KINDS.doc.mime,
      name: 'old.doc',
      shows: () => screen.findByText(DOCUMENT_TEXTS.oldWordFormat),
    },
    {
      // The bytes decide: a name ending in .png does not make text an image.
      mime: 'text/html',
      name: 'trick.png',
      shows: () => screen.findByText(VALIDATION_MESSAGES.unsupportedFileFormat),
    },
    {
      mime: FILE_KINDS.docx.mime,
      name: 'letter.docx',
      shows: () => screen.findByRole('document', { name: 'letter.docx (Word document)' }),
    },
  ];

  it.each(rows)('$mime $name', async ({ mime, name, shows }) => {
    serve({ status: 200, data: new Blob(['bytes'], { type: mime }) });
    open({ kind: 'document', id: 41, name });
    expect(await screen.findByRole('dialog', { name: 'Passport' })).toBeVisible();
    const shown = await shows();
    expect(renderer.loads).toBe(name.endsWith('.docx') ? 1 : 0);
    if (name.endsWith('.docx')) {
      expect(await screen.findByText('Dear admissions team')).toBeVisible();
      // Embedded images as data: URLs (no blob: URL left unrevoked), no raw HTML chunks, no blob: fonts.
      expect(renderer.options).toMatchObject({
        useBase64URL: true,
        renderAltChunks: false,
        ignoreFonts: true,
      });
    }
    if (shown.tagName === 'IMG' || shown.tagName === 'IFRAME') {
      expect(shown.getAttribute('src')).toMatch(/^blob:/);
    }
    const download = await screen.findByRole('link', { name: `Download ${name}` });
    expect(download).toHaveAttribute('download', name);
    expect(download.getAttribute('href')).toMatch(/^blob:/);
  });

  it('an image or PDF is shown from a copy typed as what it is shown as (never HTML in the iframe)', async () => {
    serve({ status: 200, data: new Blob(['%PDF'], { type: 'application/pdf; charset=binary' }) });
    open({ kind: 'document', id: 41, name: 'a.pdf' });
    await screen.findByTitle('a.pdf (PDF)');
    const types = vi.mocked(URL.createObjectURL).mock.calls.map(([blob]) => (blob as Blob).type);
    expect(types).toContain('application/pdf');
  });
});

describe('DocumentPreviewModal: calls and failures (§7, §8)', () => {
  it('an earlier version asks its own link; staff name the student', async () => {
    const api = serve({ status: 200, data: new Blob(['x'], { type: FILE_KINDS.png.mime }) });
    open({ kind: 'version', id: 5, name: 'old.png' }, 7);
    await screen.findByRole('img', { name: 'old.png' });
    expect(api.requests[0]).toMatchObject({
      url: '/student/document/version/download',
      params: { versionId: 5, studentId: 7 },
    });
    expect(api.requests[1]?.url).toBe(LINK);
  });

  it("a failed link says 'Failed to get document URL'", async () => {
    serve({ status: 200 }, { status: 404, data: apiErrorBody('NOT_FOUND', 'Document not found.') });
    open({ kind: 'document', id: 41, name: 'a.pdf' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.documentUrl);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("failed bytes say 'Error downloading document'", async () => {
    serve({ status: 403, data: apiErrorBody('FORBIDDEN', 'This download link has expired.') });
    open({ kind: 'document', id: 41, name: 'a.pdf' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.documentDownload);
  });

  it("no id says 'No documentId found' and asks nothing", async () => {
    const api = serve({ status: 200 });
    open({ kind: 'document', id: undefined, name: 'a.pdf' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.noDocumentId);
    expect(api.requests).toEqual([]);
  });

  it("is a dialog named by the slot's label, closed by a named button", async () => {
    serve({ status: 200, data: new Blob(['x'], { type: FILE_KINDS.png.mime }) });
    open({ kind: 'document', id: 41, name: 'a.png' });
    const dialog = await screen.findByRole('dialog', { name: 'Passport' });
    expect(within(dialog).getByRole('button', { name: 'Close preview' })).toBeVisible();
  });

  it('closing drops every object URL made for the file', async () => {
    serve({ status: 200, data: new Blob(['x'], { type: FILE_KINDS.png.mime }) });
    const { rerender } = open({ kind: 'document', id: 41, name: 'a.png' });
    await screen.findByRole('img', { name: 'a.png' });
    expect(created.length).toBe(2); // the shown copy and the download link
    rerender(<DocumentPreviewModal target={null} title="Passport" onClose={() => {}} />);
    for (const url of created) expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
  });
});
