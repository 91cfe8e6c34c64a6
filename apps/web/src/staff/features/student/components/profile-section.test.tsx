import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studentDetail } from '../test/staff-student-fixtures.ts';
import { fieldValue, renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

/** A part of the profile: the block under its h3. */
const blockOf = (profile: ReturnType<typeof within>, title: string) =>
  within(profile.getByRole('heading', { level: 3, name: title }).parentElement as HTMLElement);

describe('profile section', { timeout: 20_000 }, () => {
  it("shows the student's profile as they see it, read-only", async () => {
    const page = renderStudentPage({
      detail: studentDetail({
        profile: {
          nationality: '',
          additionalDocuments: [
            { type: 'SSC', universityName: 'CBSE', passingYear: '2017', score: '92%' },
            { type: 'LANGUAGE_PROFICIENCY', universityName: 'IELTS', passingYear: '', score: '7.5' },
          ],
        },
      }),
    });
    restore = page.fake.restore;
    const profile = await sectionNamed('Profile');
    const personal = blockOf(profile, 'Personal Informations');
    expect(fieldValue(personal, 'Full Name')).toBe('Asha Rao');
    expect(fieldValue(personal, 'Date of Birth')).toBe('09-04-2001');
    expect(fieldValue(personal, 'Marital Status')).toBe('Single');
    expect(fieldValue(personal, 'Nationality')).toBe('Not Available');
    const contact = blockOf(profile, 'Contact Information');
    expect(fieldValue(contact, 'WhatsApp Number')).toBe('+91 98765 43210');
    expect(fieldValue(contact, 'Email')).toBe('asha@example.com');
    const academic = blockOf(profile, 'Academic Documents');
    expect(fieldValue(academic, '10th Board')).toBe('CBSE');
    expect(fieldValue(academic, '12th Board')).toBe('Not Available');
    expect(fieldValue(academic, 'Exam')).toBe('IELTS');
    expect(fieldValue(academic, 'Score')).toBe('7.5');
    expect(profile.getByRole('heading', { level: 4, name: 'Academic record 1' })).toBeInTheDocument();
    // Read-only: no edit, save or upload anywhere on the page, and no document slots in the profile.
    expect(screen.queryByRole('button', { name: /^(edit|save|next)$/i })).toBeNull();
    expect(profile.queryByRole('group', { name: 'SSC (10th)' })).toBeNull();
  });
});
