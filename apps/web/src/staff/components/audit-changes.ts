import {
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  PAYMENT_MODE_LABELS,
  STAFF_ROLE_LABELS,
  STUDENT_STAGE_LABELS,
  type TStaffAuditEntry,
} from '@portal/contract';
import { formatRupees } from '../../lib/format-payment.ts';
import { formatDay, formatIndiaDateTime, formatIndiaTime } from './format-india-time.ts';

/**
 * What an audit entry changed, in words a counsellor reads ("Status changed from Uploaded to Accepted"),
 * from its `before` and `after` snapshots. The snapshots differ per action and grow with new ones, so
 * the words come from each field's name and value: enum fields (status, type, mode, role…) get their
 * labels, dates and rupees their formats, and every other value (a reference, a remark, a name) is shown
 * exactly as stored, quoted — an audit trail must not reword what was recorded. Never a JSON dump.
 */

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  shortlistStatus: 'Shortlist status',
  remarks: 'Remark',
  remark: 'Remark',
  amount: 'Amount',
  totalPaid: 'Paid so far',
  isPaid: 'Fee paid in full',
  mode: 'Mode',
  reference: 'Reference',
  date: 'Date',
  time: 'Time',
  completedAt: 'Completed',
  courseId: 'Course',
  course: 'Course',
  university: 'University',
  optOuts: 'Opt-outs so far',
  documentId: 'Document',
  type: 'Document type',
  types: 'Documents asked for',
  fileName: 'File',
  kind: 'Offer letter',
  role: 'Role',
  isDisabled: 'Disabled',
  counsellor: 'Counsellor',
  counsellorId: 'Counsellor',
  note: 'Note',
  completionNote: 'Note',
  body: 'Note',
  reason: 'Reason',
  statusReason: 'Reason',
  mobileNumber: 'Mobile number',
};
/** Internal ids and flags that mean nothing to a reader. */
const HIDDEN_FIELDS = new Set(['id', 'fileId', 'removed', 'studentId', 'applicationId', 'staffId']);
const RUPEE_FIELDS = new Set(['amount', 'totalPaid', 'outstanding', 'paidAmount']);
/** Unchanged fields that still say what the change was about (the course, the document). */
const CONTEXT_FIELDS = new Set(['courseId', 'documentId', 'type', 'kind']);

/** Fields whose values are enum codes; only these are turned into labels or sentence case. */
const ENUM_FIELDS = new Set([
  'status',
  'shortlistStatus',
  'type',
  'types',
  'kind',
  'mode',
  'role',
  'stage',
  'verdict',
]);

const ENUM_LABELS: Record<string, string> = {
  ...DOCUMENT_TYPE_LABELS,
  ...STAFF_ROLE_LABELS,
  ...PAYMENT_MODE_LABELS,
  ...STUDENT_STAGE_LABELS,
};

/** 'EXPERT_CHOICE' → 'Expert choice'; 'shortlistStatus' → 'Shortlist status'. */
export function humanize(word: string): string {
  const spaced = /^[A-Z0-9_]+$/.test(word)
    ? word.toLowerCase().replaceAll('_', ' ')
    : word.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(field: string, value: unknown, entityType: string): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (RUPEE_FIELDS.has(field)) return formatRupees(value);
    return field.endsWith('Id') ? `#${value}` : String(value);
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => valueText(field, item, entityType)).join(', ') : 'none';
  }
  if (isRecord(value)) {
    if (typeof value.name === 'string') return value.name;
    return (
      Object.entries(value)
        .filter(([key]) => !HIDDEN_FIELDS.has(key))
        .map(([key, item]) => `${labelOf(key, entityType)} ${valueText(key, item, entityType)}`)
        .join(', ') || 'none'
    );
  }
  const text = String(value);
  if (field === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDay(text);
  if (field === 'time' && /^\d{2}:\d{2}/.test(text)) return formatIndiaTime(text.slice(0, 5));
  if (field.endsWith('At')) return formatIndiaDateTime(text);
  if (field === 'status' && entityType.toUpperCase() === 'APPLICATION') {
    const label = (APPLICATION_STATUS_LABELS as Record<string, string>)[text];
    if (label) return label;
  }
  if (ENUM_FIELDS.has(field)) {
    if (ENUM_LABELS[text]) return ENUM_LABELS[text];
    if (/^[A-Z][A-Z0-9_]*$/.test(text)) return humanize(text);
  }
  // Recorded text (a reference, a remark, a name) verbatim and quoted, apart from the sentence around it.
  return `“${text}”`;
}

/** `name` is the person on a staff account and the file everywhere else (documents, uploads). */
const labelOf = (field: string, entityType = '') =>
  field === 'name'
    ? entityType === 'STAFF_ACCOUNT'
      ? 'Name'
      : 'File'
    : (FIELD_LABELS[field] ?? humanize(field));
const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export type TAuditChangeLine = { field: string; text: string };

/**
 * One line per field that changed (and the fields that name what changed), in plain words. A field in
 * `before` that `after` leaves out is context of the change (the session's date when it was completed),
 * not a removal; a removal is only reported when `after` holds the field emptied.
 */
export function auditChangeLines(
  entry: Pick<TStaffAuditEntry, 'before' | 'after' | 'entityType'>,
): TAuditChangeLine[] {
  const { before, after, entityType } = entry;
  const text = (field: string, value: unknown) => valueText(field, value, entityType);
  if (!isRecord(before) && !isRecord(after)) {
    if (same(before, after) || (before == null && after == null)) return [];
    if (before == null) return [{ field: '', text: text('', after) }];
    return [{ field: '', text: `Changed from ${text('', before)} to ${text('', after)}` }];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(next), ...Object.keys(old)])].filter(
    (field) => !HIDDEN_FIELDS.has(field),
  );
  const lines: TAuditChangeLine[] = [];
  const add = (field: string, line: string) => lines.push({ field, text: line });
  for (const field of fields) {
    const label = labelOf(field, entityType);
    const hadBefore = field in old && isRecord(before);
    const hasAfter = field in next && isRecord(after);
    if (hadBefore && hasAfter) {
      if (same(old[field], next[field])) {
        if (CONTEXT_FIELDS.has(field)) add(field, `${label}: ${text(field, next[field])}`);
      } else if (isEmpty(old[field])) {
        add(field, `${label}: ${text(field, next[field])}`);
      } else if (isEmpty(next[field])) {
        add(field, `${label} cleared (was ${text(field, old[field])})`);
      } else {
        add(field, `${label} changed from ${text(field, old[field])} to ${text(field, next[field])}`);
      }
    } else if (hasAfter) {
      add(field, `${label}: ${text(field, next[field])}`);
    } else if (!isRecord(after)) {
      add(field, `${label} was ${text(field, old[field])}`);
    } else if (!isEmpty(old[field])) {
      add(field, `${label}: ${text(field, old[field])}`);
    }
  }
  return lines;
}
