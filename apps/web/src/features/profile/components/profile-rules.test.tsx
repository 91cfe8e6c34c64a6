import { VALIDATION_MESSAGES as M, PROFILE_MESSAGES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedProfile } from '../profile-fixtures.ts';
import { choose, openSection, renderProfilePage, selectInput } from '../test-helpers.tsx';

/** §5 at the fields, in the browser, before anything is sent: each message from the contract. */
let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const thisYear = new Date().getFullYear();
const noSchool = savedProfile({ additionalDocuments: [] });

async function editSection(title: string, profile = savedProfile()) {
  const page = renderProfilePage({ profile });
  restore = page.fake.restore;
  const section = await openSection(page.user, title);
  await page.user.click(section.getByRole('button', { name: 'Edit' }));
  return { ...page, section };
}

async function fill(page: Awaited<ReturnType<typeof editSection>>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = page.section.getByRole('textbox', { name: label });
    await page.user.clear(input);
    if (value) await page.user.type(input, value);
  }
}

const expectMessage = (page: Awaited<ReturnType<typeof editSection>>, label: string, message: string) => {
  const input = page.section.getByRole('textbox', { name: label });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
};

describe('§5 rules of the personal and contact sections', () => {
  it.each([
    ['Contact Information', 'Email', 'asha@example', M.invalidEmail],
    ['Contact Information', 'Email', 'not an email', M.invalidEmail],
    ['Personal Informations', 'Date of Birth', `01-01-${thisYear + 1}`, PROFILE_MESSAGES.futureDateOfBirth],
    ['Personal Informations', 'Date of Birth', '31-02-2001', PROFILE_MESSAGES.invalidDateOfBirth],
    ['Personal Informations', 'Full Name', '', PROFILE_MESSAGES.fullNameRequired],
  ])('%s › %s "%s" → %s (nothing sent, stays in edit)', async (title, label, value, message) => {
    const page = await editSection(title);
    await fill(page, { [label]: value });
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, label, message);
    expect(page.section.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(page.puts()).toEqual([]);
  });

  it('Date of Birth says its format once: a visible hint, no placeholder repeating it', async () => {
    const page = await editSection('Personal Informations');
    const date = page.section.getByRole('textbox', { name: 'Date of Birth' });
    expect(date).toHaveAccessibleDescription('DD-MM-YYYY');
    expect(date).not.toHaveAttribute('placeholder');
    expect(page.section.getAllByText('DD-MM-YYYY')).toHaveLength(1);
  });
});

describe('§5 rules of the 10th and 12th blocks', () => {
  it('a passing year takes 4 digits at most', async () => {
    const page = await editSection('Academic Documents');
    await fill(page, { '10th Passing Year': '20175' });
    expect(page.section.getByRole('textbox', { name: '10th Passing Year' })).toHaveValue('2017');
  });

  it.each([
    [{ '10th Passing Year': '1899' }, '10th Passing Year', M.passingYearInvalid],
    [{ '10th Passing Year': String(thisYear + 1) }, '10th Passing Year', M.passingYearInvalid],
    [{ '10th Passing Year': '' }, '10th Passing Year', M.allFieldsRequired],
    [{ '12th Score': '' }, '12th Score', M.allFieldsRequired],
    [{ '10th Score': '101' }, '10th Score', PROFILE_MESSAGES.invalidAcademicScore],
    [{ '12th Score': 'good' }, '12th Score', PROFILE_MESSAGES.invalidAcademicScore],
    [{ '12th Passing Year': '2018' }, '12th Passing Year', M.twelfthAfterTenth],
    [{ '12th Passing Year': '2018' }, '10th Passing Year', M.twelfthAfterTenth],
  ])('%o → %s: %s', async (values, label, message) => {
    const page = await editSection('Academic Documents');
    await fill(page, values);
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, label, message);
    expect(page.puts()).toEqual([]);
  });

  it.each(['pass', 'Fail', 'B+', 'a-', '+-', '100', '88.5%'])('accepts the score "%s"', async (score) => {
    const page = await editSection('Academic Documents');
    await fill(page, { '10th Score': score });
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expect(await page.section.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(page.puts()).toHaveLength(1);
  });

  it("an empty block is fine; a board alone asks for the rest ('All fields are required')", async () => {
    const page = await editSection('Academic Documents', noSchool);
    await choose(page.user, page.section, '12th Board', 'IB');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, '12th Passing Year', M.allFieldsRequired);
    expectMessage(page, '12th Score', M.allFieldsRequired);
    expect(page.section.getByRole('textbox', { name: '10th Passing Year' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('offers the boards of §5', async () => {
    const page = await editSection('Academic Documents', noSchool);
    await page.user.click(selectInput(page.section, '10th Board'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'CBSE',
      'CISCE',
      'IB',
      'Cambridge',
      'State Board',
    ]);
  });
});

describe('additional academic rows (§4, §5)', () => {
  async function addRecord(page: Awaited<ReturnType<typeof editSection>>, type: string) {
    await page.user.click(page.section.getByRole('button', { name: 'Add academic record' }));
    const records = page.section.getAllByRole('group', { name: /Academic record/ });
    const record = within(records[records.length - 1] as HTMLElement);
    await choose(page.user, record, 'Record type', type);
    return record;
  }

  it('Undergraduate, Postgraduate and Diploma once each: a used type is disabled in other rows', async () => {
    const page = await editSection('Academic Documents');
    await addRecord(page, 'Undergraduate');
    await page.user.click(page.section.getByRole('button', { name: 'Add academic record' }));
    const second = within(page.section.getAllByRole('group', { name: /Academic record/ })[1] as HTMLElement);
    await page.user.click(selectInput(second, 'Record type'));
    expect(await screen.findByRole('option', { name: 'Undergraduate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Diploma' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Language Proficiency' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('each exam once; a language row has Exam, no Passing Year, and its range', async () => {
    const page = await editSection('Academic Documents');
    const first = await addRecord(page, 'Language Proficiency');
    expect(first.queryByRole('textbox', { name: 'Passing Year' })).toBeNull();
    await choose(page.user, first, 'Exam', 'IELTS');
    expect(first.getByRole('textbox', { name: 'Score' })).toHaveAccessibleDescription('From 0 to 9');
    const second = await addRecord(page, 'Language Proficiency');
    await page.user.click(selectInput(second, 'Exam'));
    expect(await screen.findByRole('option', { name: 'IELTS' })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['IELTS', '9.5', PROFILE_MESSAGES.languageScoreRange('IELTS', 0, 9)],
    ['TOEFL', '121', PROFILE_MESSAGES.languageScoreRange('TOEFL', 0, 120)],
    ['PTE', '9', PROFILE_MESSAGES.languageScoreRange('PTE', 10, 90)],
    ['Duolingo', '161', PROFILE_MESSAGES.languageScoreRange('Duolingo', 10, 160)],
    ['IELTS', '', M.enterValidScore],
  ])('%s score "%s" → %s', async (exam, score, message) => {
    const page = await editSection('Academic Documents');
    const record = await addRecord(page, 'Language Proficiency');
    await choose(page.user, record, 'Exam', exam);
    if (score) await page.user.type(record.getByRole('textbox', { name: 'Score' }), score);
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    const input = record.getByRole('textbox', { name: 'Score' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(page.puts()).toEqual([]);
  });

  it('a language row without an exam: Select a language test', async () => {
    const page = await editSection('Academic Documents');
    const record = await addRecord(page, 'Language Proficiency');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expect(selectInput(record, 'Exam')).toHaveAccessibleDescription(M.selectLanguageTest);
  });

  it.each([
    ['', M.passingYearRequired],
    ['1899', M.passingYearInvalid],
  ])('a degree row with passing year "%s" → %s', async (year, message) => {
    const page = await editSection('Academic Documents');
    const record = await addRecord(page, 'Diploma');
    await page.user.type(record.getByRole('textbox', { name: 'University name' }), 'NIIT');
    if (year) await page.user.type(record.getByRole('textbox', { name: 'Passing Year' }), year);
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expect(record.getByRole('textbox', { name: 'Passing Year' })).toHaveAccessibleDescription(message);
  });

  it('sends the whole list: blocks as SSC/HSC, no passing year on language rows, untyped rows dropped', async () => {
    const page = await editSection('Academic Documents');
    const degree = await addRecord(page, 'Undergraduate');
    await page.user.type(degree.getByRole('textbox', { name: 'University name' }), 'Pune University');
    await page.user.type(degree.getByRole('textbox', { name: 'Passing Year' }), '2023');
    await page.user.type(degree.getByRole('textbox', { name: 'Score' }), '8.1');
    await page.user.click(page.section.getByRole('button', { name: 'Add academic record' })); // left untyped
    const test = await addRecord(page, 'Language Proficiency');
    await choose(page.user, test, 'Exam', 'PTE');
    await page.user.type(test.getByRole('textbox', { name: 'Score' }), '65');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expect(await page.section.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(page.puts().map((request) => request.data)).toEqual([
      {
        additionalDocuments: [
          { type: 'SSC', universityName: 'CBSE', passingYear: '2017', score: '92%' },
          { type: 'HSC', universityName: 'State Board', passingYear: '2019', score: 'A+' },
          { type: 'UNDERGRADUATE', universityName: 'Pune University', passingYear: '2023', score: '8.1' },
          { type: 'LANGUAGE_PROFICIENCY', universityName: 'PTE', score: '65' },
        ],
      },
    ]);
  }, 20_000);

  it('changing between a degree and a language test clears what was typed; its slots follow the type', async () => {
    const page = await editSection('Academic Documents');
    const record = await addRecord(page, 'Postgraduate');
    expect(record.getByRole('group', { name: 'Masters Marksheet' })).toBeInTheDocument();
    await page.user.type(record.getByRole('textbox', { name: 'University name' }), 'IIT');
    await page.user.type(record.getByRole('textbox', { name: 'Score' }), '70');
    await choose(page.user, record, 'Record type', 'Language Proficiency');
    expect(record.getByRole('textbox', { name: 'Score' })).toHaveValue('');
    expect(record.queryByRole('group', { name: 'Masters Marksheet' })).toBeNull();
    await choose(page.user, record, 'Exam', 'TOEFL');
    expect(record.getByRole('group', { name: 'TOEFL' })).toBeInTheDocument();
  });

  it('Remove record takes the row out', async () => {
    const page = await editSection('Academic Documents');
    await addRecord(page, 'Diploma');
    await page.user.click(page.section.getByRole('button', { name: 'Remove record' }));
    expect(page.section.queryByRole('group', { name: /Academic record/ })).toBeNull();
  });
});

describe('PIN code and passport number', () => {
  it.each(['56001', '5600011', '56000A'])('a PIN code "%s" → 6 digits asked, nothing sent', async (pin) => {
    const page = await editSection('Contact Information');
    await fill(page, { 'Zip Code': pin });
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, 'Zip Code', PROFILE_MESSAGES.invalidPinCode);
    expect(page.puts()).toEqual([]);
  });

  it('a passport number is written and sent upper-case', async () => {
    const page = await editSection('Personal Informations');
    await fill(page, { 'Passport Number': 'a1234567' });
    expect(page.section.getByRole('textbox', { name: 'Passport Number' })).toHaveValue('A1234567');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expect(await page.section.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(page.puts().map((request) => request.data)).toEqual([{ passportNumber: 'A1234567' }]);
  });
});

describe('a field that has shown an error is checked again as it changes', () => {
  it('"Enter a valid score" goes as soon as the score is fixed, before any Save', async () => {
    const page = await editSection('Academic Documents');
    await fill(page, { '10th Score': '101' });
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, '10th Score', PROFILE_MESSAGES.invalidAcademicScore);
    await fill(page, { '10th Score': '91' });
    const input = page.section.getByRole('textbox', { name: '10th Score' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(page.section.queryByText(PROFILE_MESSAGES.invalidAcademicScore)).toBeNull();
  });

  it('the two-year rule leaves both years once either is fixed', async () => {
    const page = await editSection('Academic Documents');
    await fill(page, { '12th Passing Year': '2018' });
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, '10th Passing Year', M.twelfthAfterTenth);
    await fill(page, { '10th Passing Year': '2015' });
    for (const label of ['10th Passing Year', '12th Passing Year']) {
      expect(page.section.getByRole('textbox', { name: label })).not.toHaveAttribute('aria-invalid');
    }
  });

  it('a field without an error is not judged while it is typed', async () => {
    const page = await editSection('Contact Information');
    await fill(page, { Email: 'x', 'Zip Code': '1' });
    expect(page.section.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    await page.user.click(page.section.getByRole('button', { name: 'Save' }));
    expectMessage(page, 'Email', M.invalidEmail);
    await fill(page, { Email: 'asha@example.com' });
    expect(page.section.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expectMessage(page, 'Zip Code', PROFILE_MESSAGES.invalidPinCode);
  });
});
