import { MESSAGE_AUDIT_ACTIONS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/schema/index.ts';
import { tinyPdf } from '../helpers/files.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { assignedStudent } from '../notifications/triggers/notices.ts';
import { messagesClient } from './messages-client.ts';

/** Every log line of this file's app, at trace level. */
const lines: string[] = [];
const t: TTestApp = useTestApp(
  { logLevel: 'trace' },
  { logStream: { write: (line) => void lines.push(line) } },
);
const api = messagesClient(t);

const auditOf = (studentId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.studentId, studentId), eq(auditLog.action, MESSAGE_AUDIT_ACTIONS.sent)))
    .orderBy(auditLog.id);

describe('every message is audited and no message text is logged', () => {
  it('audits each message and file by either side, without the text', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const pdf = tinyPdf('transcript');
    const withFile = await api.sendOk(student, {
      body: 'secret-body-one',
      file: { name: 'transcript.pdf', content: pdf },
    });
    const reply = await api.sendOk(counsellor, { body: 'secret-body-two' }, student.id);
    const rows = await auditOf(student.id);
    expect(rows.map((row) => [row.actorId, row.actorRole, row.entityType, row.entityId, row.after])).toEqual([
      [
        student.id,
        'STUDENT',
        'MESSAGE',
        withFile.id,
        {
          messageId: withFile.id,
          side: 'STUDENT',
          hasAttachment: true,
          attachmentName: 'transcript.pdf',
          attachmentSizeBytes: pdf.length,
        },
      ],
      [
        counsellor.id,
        'COUNSELLOR',
        'MESSAGE',
        reply.id,
        {
          messageId: reply.id,
          side: 'STAFF',
          hasAttachment: false,
          attachmentName: null,
          attachmentSizeBytes: null,
        },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain('secret-body');
    // Staff see the entries in the console's audit view.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/staff/audit?studentId=${student.id}`,
      headers: counsellor.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain(MESSAGE_AUDIT_ACTIONS.sent);
    expect(view.body).not.toContain('secret-body');
  });

  it('keeps the text out of the log, whatever happens to the message', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const marker = 'zq-private-words';
    await api.sendOk(student, { body: `${marker} sent` });
    await api.pageOk(counsellor, {}, student.id);
    await api.pageOk(student);
    // Refused ones too: an unsafe character, a limit.
    expect((await api.send(student, { body: `${marker}\u202E` })).statusCode).toBe(400);
    expect((await api.send(student, { body: `${marker} ${'x'.repeat(2000)}` })).statusCode).toBe(400);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(marker))).toEqual([]);
  });
});
