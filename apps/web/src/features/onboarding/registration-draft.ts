import { REGISTRATION_DRAFT_STORAGE_KEY } from '@portal/contract';
import { emptyRegistrationForm, type TRegistrationFormValues } from './registration-schema.ts';

/**
 * The registration form's unsaved answers, kept in this tab (session storage) so a reload does not wipe
 * them, and dropped once they are saved. Tied to the student id, so another student
 * signing in in this tab starts afresh; the server still checks every answer on save.
 */
type TDraft = { studentId: string; values: TRegistrationFormValues };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Keeps only what fits the form's shape (the storage is the browser's: it may hold anything). */
function fromStored(stored: unknown): TRegistrationFormValues | null {
  if (!stored || typeof stored !== 'object') return null;
  const { name, details } = stored as { name?: unknown; details?: unknown };
  if (typeof name !== 'string' || !details || typeof details !== 'object') return null;
  const values = emptyRegistrationForm(name);
  const target = values.details as Record<string, unknown>;
  for (const [key, empty] of Object.entries(values.details)) {
    const value = (details as Record<string, unknown>)[key];
    if (Array.isArray(empty) ? isStringArray(value) : typeof value === 'string' || value === null)
      target[key] = value;
  }
  return values;
}

export function readRegistrationDraft(studentId: string | null): TRegistrationFormValues | null {
  if (!studentId) return null;
  try {
    const draft = JSON.parse(
      sessionStorage.getItem(REGISTRATION_DRAFT_STORAGE_KEY) ?? 'null',
    ) as TDraft | null;
    return draft?.studentId === studentId ? fromStored(draft.values) : null;
  } catch {
    return null;
  }
}

export function storeRegistrationDraft(studentId: string | null, values: TRegistrationFormValues): void {
  if (!studentId) return;
  try {
    const draft: TDraft = { studentId, values };
    sessionStorage.setItem(REGISTRATION_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the answers live as long as the page
  }
}

export function clearRegistrationDraft(): void {
  try {
    sessionStorage.removeItem(REGISTRATION_DRAFT_STORAGE_KEY);
  } catch {
    // storage disabled
  }
}
