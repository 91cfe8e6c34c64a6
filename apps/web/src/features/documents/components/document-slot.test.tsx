import {
  DOCUMENT_STATUSES,
  ERROR_MESSAGES,
  PROFILE_MESSAGES,
  type TDocumentStatus,
  type TDocumentVersion,
  type TStudentDocument,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS_COLORS } from '../../../components/documents/document-status-badge.tsx';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { apiErrorBody, installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DocumentSlot } from './document-slot.tsx';

const LIST = 'GET /student/document/download-all';
const UPLOAD = 'POST /student/document/upload';
const notifier = { success: vi.fn(), error: vi.fn() };
let restore = () => {};
afterEach(() => {
  restore();
  vi.clearAllMocks();
});

const passport = (status: TDocumentStatus, remarks = ''): TStudentDocument => ({
  id: 41,
  name: 'passport-scan.pdf',
  type: 'PASSPORT',
  status,
  remarks,
  applicationId: null,
});

function serve(
  routes: Record<string, TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>)>,
) {
  const api = installFakeApi(routes);
  restore = api.restore;
  return api;
}

const slot = () => screen.findByRole('group', { name: 'Passport' });

describe('DocumentSlot: what a status looks like (§2, §4)', () => {
  const REMARK = 'The photo page is blurred';
  const rows: {
    status: TDocumentStatus | undefined;
    remark: string;
    shownRemark: string | null;
    action: string;
  }[] = [
    { status: undefined, remark: '', shownRemark: null, action: 'Upload Passport' },
    ...DOCUMENT_STATUSES.map((status) => ({
      status,
      remark: REMARK,
      shownRemark: status === 'REJECTED' ? `Reason: ${REMARK}` : `Remark: ${REMARK}`,
      action: status === 'REJECTED' ? 'Upload a new version' : 'Replace Passport',
    })),
  ];

  it.each(rows)(
    '$status: text, icon, colour, remark and actions',
    async ({ status, remark, shownRemark, action }) => {
      serve({ [LIST]: { status: 200, data: { documents: status ? [passport(status, remark)] : [] } } });
      renderWithApp(<DocumentSlot type="PASSPORT" />);
      const group = await slot();
      const badgeText = await within(group).findByText(status ?? DOCUMENT_TEXTS.notUploaded);
      const badge = badgeText.closest('[data-status]') as HTMLElement;
      expect(badge).toHaveAttribute('data-status', status ?? 'NONE');
      // Not colour alone: each state has its own icon.
      expect(badge.querySelector(`svg[data-icon="${(status ?? 'NONE').toLowerCase()}"]`)).not.toBeNull();
      if (status) {
        const [color, shade] = DOCUMENT_STATUS_COLORS[status].split('.');
        const expected = color?.startsWith('#') ? color : `--mantine-color-${color}-${shade ?? 'filled'}`;
        expect(badge.getAttribute('style')).toContain(expected);
      }
      if (shownRemark) expect(within(group).getByText(shownRemark)).toBeVisible();
      if (status === 'REJECTED')
        expect(within(group).getByRole('alert')).toHaveTextContent(shownRemark ?? '');
      expect(within(group).getByRole('button', { name: action })).toBeVisible();
      expect(within(group).queryByRole('button', { name: 'Preview Passport' }) !== null).toBe(
        status !== undefined,
      );
      expect(within(group).getByText(DOCUMENT_TEXTS.uploadHint)).toBeVisible();
      const input = within(group).getByLabelText('Passport file');
      expect(input).toHaveAttribute('accept', UPLOAD_ACCEPT);
    },
  );

  it('a REJECTED document without a reason still says what to do', async () => {
    serve({ [LIST]: { status: 200, data: { documents: [passport('REJECTED')] } } });
    renderWithApp(<DocumentSlot type="PASSPORT" />);
    expect(await within(await slot()).findByRole('alert')).toHaveTextContent(DOCUMENT_TEXTS.rejectedNoReason);
  });

  it('staff (studentId) read the student’s document and cannot upload', async () => {
    const api = serve({ [LIST]: { status: 200, data: { documents: [passport('UPLOADED')] } } });
    renderWithApp(<DocumentSlot type="PASSPORT" studentId={7} />);
    const group = await slot();
    expect(await within(group).findByRole('button', { name: 'Preview Passport' })).toBeVisible();
    expect(within(group).queryByLabelText('Passport file')).toBeNull();
    expect(within(group).queryByRole('button', { name: /Replace|Upload/ })).toBeNull();
    expect(api.requests[0]?.params).toEqual({ studentId: 7 });
  });

  it('shows staff actions beside Preview for the current document, none where nothing is uploaded', async () => {
    serve({ [LIST]: { status: 200, data: { documents: [passport('UPLOADED')] } } });
    const actions = vi.fn((document: TStudentDocument, label: string) => (
      <button type="button">{`Review ${label} #${document.id}`}</button>
    ));
    renderWithApp(
      <>
        <DocumentSlot type="PASSPORT" studentId={7} actions={actions} />
        <DocumentSlot type="RESUME" studentId={7} actions={actions} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Review Passport #41' })).toBeVisible();
    expect(actions.mock.calls.every(([document]) => document.type === 'PASSPORT')).toBe(true);
  });
});

describe('DocumentSlot: uploading (§5, §8)', () => {
  // The picker's accept list is a suggestion: a user may pick "All files" (applyAccept: false plays that).
  const user = () => userEvent.setup({ applyAccept: false });

  it.each([
    {
      file: new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      message: PROFILE_MESSAGES.unsupportedUploadFile,
    },
    {
      file: Object.defineProperty(new File(['%PDF'], 'big.pdf'), 'size', { value: 11 * 1024 * 1024 }),
      message: UPLOAD_MESSAGES.fileTooLarge(10),
    },
  ])('refuses $file.name in the browser, sending nothing', async ({ file, message }) => {
    const api = serve({ [LIST]: { status: 200, data: { documents: [] } } });
    renderWithApp(<DocumentSlot type="PASSPORT" />);
    const group = await slot();
    await user().upload(within(group).getByLabelText('Passport file'), file);
    expect(await within(group).findByRole('alert')).toHaveTextContent(message);
    expect(within(group).getByRole('button', { name: 'Upload Passport' })).toHaveAccessibleDescription(
      `${DOCUMENT_TEXTS.uploadHint} ${message}`,
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends type, name and file with a progress bar, then shows the new status', async () => {
    let documents: TStudentDocument[] = [];
    let answer: (reply: TFakeReply) => void = () => {};
    const api = serve({
      [LIST]: () => ({ status: 200, data: { documents } }),
      [UPLOAD]: (request) => {
        request.reportUploadProgress(40, 100);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    renderWithApp(<DocumentSlot type="PASSPORT" />);
    const group = await slot();
    const file = new File(['%PDF-1.7'], 'my passport.pdf', { type: 'application/pdf' });
    await user().upload(within(group).getByLabelText('Passport file'), file);

    const bar = await within(group).findByRole('progressbar', { name: 'Uploading Passport' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    const form = api.requests.find((request) => request.method === 'POST')?.data as FormData;
    expect([form.get('type'), form.get('name'), (form.get('file') as File).name]).toEqual([
      'PASSPORT',
      'my passport.pdf',
      'my passport.pdf',
    ]);

    documents = [{ ...passport('UPLOADED'), name: 'my passport.pdf' }];
    answer({ status: 201, data: documents[0] });
    expect(await within(group).findByText('UPLOADED')).toBeVisible();
    expect(within(group).queryByRole('progressbar')).toBeNull();
    expect(within(group).getByRole('status')).toHaveTextContent('my passport.pdf uploaded.');
    expect(within(group).getByRole('button', { name: 'Replace Passport' })).toBeVisible();
  });

  it('a failed passport upload says so in place (§8), without a toast', async () => {
    serve({
      [LIST]: { status: 200, data: { documents: [] } },
      [UPLOAD]: { status: 500, data: apiErrorBody('INTERNAL_SERVER_ERROR', 'disk full') },
    });
    renderWithApp(<DocumentSlot type="PASSPORT" />, { notifier });
    const group = await slot();
    await user().upload(within(group).getByLabelText('Passport file'), new File(['x'], 'p.png'));
    expect(await within(group).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.passportUpload);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([
    {
      reply: {
        status: 415,
        data: apiErrorBody('UNSUPPORTED_MEDIA_TYPE', "The file's content is not a PDF file."),
      },
      toast: "The file's content is not a PDF file.",
    },
    {
      reply: { status: 500, data: apiErrorBody('INTERNAL_SERVER_ERROR', 'stack') },
      toast: ERROR_MESSAGES.documentUpload,
    },
  ])('another type’s failure toasts $toast (§8)', async ({ reply, toast }) => {
    serve({ [LIST]: { status: 200, data: { documents: [] } }, [UPLOAD]: reply });
    renderWithApp(<DocumentSlot type="RESUME" label="CV" />, { notifier });
    const group = await screen.findByRole('group', { name: 'CV' });
    await user().upload(within(group).getByLabelText('CV file'), new File(['x'], 'cv.pdf'));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(toast));
    expect(within(group).queryByRole('alert')).toBeNull();
  });
});

describe('DocumentSlot: earlier versions and preview', () => {
  const version = (id: number, isCurrent: boolean, at: Date, status: TDocumentStatus): TDocumentVersion => ({
    id,
    name: `passport-${id}.pdf`,
    status,
    remarks: '',
    uploadedAt: at.toISOString(),
    isCurrent,
  });

  it('lists earlier versions only when opened: number, local date, status, file name, preview', async () => {
    const api = serve({
      [LIST]: { status: 200, data: { documents: [passport('UPLOADED')] } },
      'GET /student/document/versions': {
        status: 200,
        data: {
          documentId: 41,
          versions: [
            version(3, true, new Date(2025, 5, 1, 12, 0), 'UPLOADED'),
            version(2, false, new Date(2025, 4, 3, 9, 7, 40), 'REJECTED'),
            version(1, false, new Date(2025, 4, 3, 9, 7, 5), 'REJECTED'),
          ],
        },
      },
      'GET /student/document/version/download': {
        status: 404,
        data: apiErrorBody('NOT_FOUND', 'Document not found.'),
      },
    });
    renderWithApp(<DocumentSlot type="PASSPORT" />);
    const group = await slot();
    const toggle = await within(group).findByRole('button', { name: 'Earlier versions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.requests.some((request) => request.url === '/student/document/versions')).toBe(false);

    await userEvent.click(toggle);
    // Two uploads of the same minute: numbered from the oldest, each button named apart.
    const second = await within(group).findByRole('button', { name: 'Preview version 2 (03-05-2025 09:07)' });
    expect(within(group).getByRole('button', { name: 'Preview version 1 (03-05-2025 09:07)' })).toBeVisible();
    expect(api.requests.find((request) => request.url === '/student/document/versions')?.params).toEqual({
      documentId: 41,
    });
    const item = second.closest('li') as HTMLElement;
    expect(within(item).getByText('Version 2 ·', { exact: false })).toHaveTextContent(
      'Version 2 · 03-05-2025 09:07',
    );
    expect(within(item).getByText('REJECTED')).toBeVisible();
    expect(within(item).getByText('passport-2.pdf')).toHaveAttribute('title', 'passport-2.pdf');
    expect(within(group).queryByText('passport-3.pdf')).toBeNull(); // the current one is not "earlier"

    await userEvent.click(second);
    expect(
      await screen.findByRole('dialog', { name: 'Passport, version 2 (03-05-2025 09:07)' }),
    ).toBeVisible();
  });

  it('a click on the document’s row opens its preview', async () => {
    serve({
      [LIST]: { status: 200, data: { documents: [passport('ACCEPTED')] } },
      'GET /student/document/download': {
        status: 404,
        data: apiErrorBody('NOT_FOUND', 'Document not found.'),
      },
    });
    renderWithApp(<DocumentSlot type="PASSPORT" />);
    await userEvent.click(await within(await slot()).findByText('passport-scan.pdf'));
    expect(await screen.findByRole('dialog', { name: 'Passport' })).toBeVisible();
  });
});

describe('DocumentSlot: accessibility', () => {
  it('has no serious axe violations (contrast is checked in a browser, e2e)', async () => {
    const axe = (await import('axe-core')).default;
    serve({
      [LIST]: { status: 200, data: { documents: [passport('REJECTED', 'Blurred')] } },
      'GET /student/document/versions': { status: 200, data: { documentId: 41, versions: [] } },
    });
    const { container } = renderWithApp(<DocumentSlot type="PASSPORT" />);
    const group = await slot();
    await userEvent.click(await within(group).findByRole('button', { name: 'Earlier versions' }));
    await within(group).findByText(DOCUMENT_TEXTS.noEarlierVersions);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
    expect(result.passes.map((rule) => rule.id)).toContain('button-name'); // it did look at the controls
  });
});
