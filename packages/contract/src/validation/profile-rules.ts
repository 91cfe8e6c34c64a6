import { checkAcademicRows, type TAcademicEntryInput } from './academic-rows.ts';
import { yearOfIsoDate } from './calendar.ts';
import { validateDateOfBirth } from './date-of-birth.ts';
import { validateEmail } from './email.ts';
import { validatePhoneNumber } from './phone-display.ts';
import { normalizePinCode, validatePinCode } from './pin-code.ts';
import type { TRuleIssue } from './rule-issue.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';

/** The fields of a profile update that carry §5 rules (the rest are free text or enums). */
export type TProfileRuleInput = {
  fullName?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  email?: string | null | undefined;
  zipCode?: string | null | undefined;
  additionalDocuments?: readonly TAcademicEntryInput[] | null | undefined;
};

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Every rule of a partial profile update, in form order, with field paths ('email',
 * 'additionalDocuments.1.passingYear' once joined). Fields left out are not checked; an empty
 * string or null clears a field and is allowed, except for fullName (a person keeps a name).
 * `today` is YYYY-MM-DD; the current year of the passing-year rule is taken from it.
 */
export function validateProfileUpdate(input: TProfileRuleInput, today: string): TRuleIssue[] {
  const issues: TRuleIssue[] = [];
  const check = (field: string, value: string | null | undefined, rule: (text: string) => string | null) => {
    if (isBlank(value)) return;
    const message = rule((value ?? '').trim());
    if (message) issues.push({ path: [field], message });
  };
  if (input.fullName !== undefined && isBlank(input.fullName)) {
    issues.push({ path: ['fullName'], message: PROFILE_MESSAGES.fullNameRequired });
  }
  check('dateOfBirth', input.dateOfBirth, (text) => validateDateOfBirth(text, today));
  check('phoneNumber', input.phoneNumber, validatePhoneNumber);
  check('email', input.email, validateEmail);
  check('zipCode', input.zipCode, (text) => validatePinCode(normalizePinCode(text)));
  if (input.additionalDocuments) {
    const { issues: rowIssues } = checkAcademicRows(input.additionalDocuments, yearOfIsoDate(today));
    for (const issue of rowIssues) {
      issues.push({ path: ['additionalDocuments', ...issue.path], message: issue.message });
    }
  }
  return issues;
}
