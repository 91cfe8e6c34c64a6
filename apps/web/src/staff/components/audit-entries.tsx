import { Anchor, Text } from '@mantine/core';
import { auditActionLabel, STAFF_ROLE_LABELS, type TRole, type TStaffAuditEntry } from '@portal/contract';
import { Link } from 'react-router';
import { STAFF_PATHS } from '../lib/staff-paths.ts';
import { auditChangeLines } from './audit-changes.ts';
import { formatIndiaDateTime } from './format-india-time.ts';
import './audit-entries.css';

export const AUDIT_TEXTS = {
  staffAccount: 'Staff account',
  staffAccountOf: (name: string, role: string) => `Staff account: ${name} (${role})`,
  unknownActor: 'Unknown user',
  unnamedStudent: 'Unnamed student',
  student: 'Student',
  noChanges: 'No details recorded.',
  list: 'Audit entries, newest first',
} as const;

const roleLabelOf = (role: TRole) => (role === 'STUDENT' ? AUDIT_TEXTS.student : STAFF_ROLE_LABELS[role]);

export type TAuditEntriesProps = {
  entries: readonly TStaffAuditEntry[];
  /** The Audit page: whom each change was about (a link to the student, or "Staff account"). */
  showsStudent?: boolean;
};

/**
 * Audit entries (UI contract): when (India time), who and their role at the time, the action's words and
 * what changed in plain words. Shared by a student's Audit trail and the console's Audit page.
 */
export function AuditEntries({ entries, showsStudent = false }: TAuditEntriesProps) {
  return (
    <ol className="audit-entries" aria-label={AUDIT_TEXTS.list}>
      {entries.map((entry) => {
        const lines = auditChangeLines(entry);
        return (
          <li key={entry.id} className="audit-entry">
            <Text size="sm" c="dimmed" className="audit-entry__when">
              <time dateTime={entry.createdAt}>{formatIndiaDateTime(entry.createdAt)}</time>
            </Text>
            <Text size="sm" className="audit-entry__who">
              {entry.actor.name || AUDIT_TEXTS.unknownActor}{' '}
              <Text span c="dimmed" size="sm">
                ({roleLabelOf(entry.actor.role)})
              </Text>
            </Text>
            <div className="audit-entry__what">
              <Text size="sm" fw={600}>
                {auditActionLabel(entry.action)}
              </Text>
              {lines.length > 0 ? (
                <ul className="audit-entry__changes">
                  {lines.map((line) => (
                    <li key={line.field}>{line.text}</li>
                  ))}
                </ul>
              ) : (
                <Text size="sm" c="dimmed">
                  {AUDIT_TEXTS.noChanges}
                </Text>
              )}
            </div>
            {showsStudent && (
              <Text size="sm" className="audit-entry__student">
                {entry.student ? (
                  <Anchor
                    component={Link}
                    to={STAFF_PATHS.student(entry.student.id)}
                    size="sm"
                    underline="always"
                  >
                    {entry.student.name || AUDIT_TEXTS.unnamedStudent}
                  </Anchor>
                ) : entry.staffAccount ? (
                  AUDIT_TEXTS.staffAccountOf(
                    entry.staffAccount.name || AUDIT_TEXTS.unknownActor,
                    roleLabelOf(entry.staffAccount.role),
                  )
                ) : (
                  AUDIT_TEXTS.staffAccount
                )}
                {entry.student?.referenceId && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    {entry.student.referenceId}
                  </Text>
                )}
              </Text>
            )}
          </li>
        );
      })}
    </ol>
  );
}
