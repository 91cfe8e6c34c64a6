import { MantineProvider } from '@mantine/core';
import {
  VALIDATION_MESSAGES as M,
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  TEXT_SAFETY_MESSAGES,
} from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyRegistrationForm, type TRegistrationFormValues } from '../registration-schema.ts';
import { RegistrationForm, useRegistrationForm } from './registration-form.tsx';

const INTAKES = [{ id: 1, name: 'September 2026', startDate: '2026-09-01' }];

const valid: TRegistrationFormValues = {
  name: 'Asha Rao',
  details: {
    country: ['UK', 'Germany'],
    studyLevel: 'Postgraduate',
    fieldOfStudy: ['Law'],
    intakeId: '1',
    languageTest: 'IELTS',
    languageScore: '7.5',
    currentEducation: 'Undergraduate',
    passingYear: '2023',
    passportStatus: 'ISSUED',
    fundingPath: 'Self-Funding',
  },
};
const withDetails = (details: Partial<TRegistrationFormValues['details']>): TRegistrationFormValues => ({
  ...valid,
  details: { ...valid.details, ...details },
});

function Harness({ values, onSubmit }: { values: TRegistrationFormValues; onSubmit: () => Promise<void> }) {
  const form = useRegistrationForm(values);
  return (
    <MantineProvider env="test">
      <RegistrationForm
        form={form}
        intakes={INTAKES}
        intakesError={null}
        isSaving={false}
        onSubmit={onSubmit}
      />
    </MantineProvider>
  );
}

async function submit(values: TRegistrationFormValues) {
  const onSubmit = vi.fn(async () => {});
  render(<Harness values={values} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  return onSubmit;
}

describe('registration form messages (§5)', () => {
  it('shows every message of an empty form at once, and does not submit', async () => {
    const onSubmit = await submit(emptyRegistrationForm());
    for (const message of [
      ONBOARDING_MESSAGES.nameRequired,
      M.selectCountry,
      M.selectStudyLevel,
      M.selectFieldOfStudy,
      M.selectLaunchDate,
      M.selectLanguageTest,
      M.selectCurrentEducation,
      M.passingYearRequired,
      M.selectPassportStatus,
      M.selectFundingPath,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name holding an invisible direction override, with the message the server gives', async () => {
    const onSubmit = await submit({ ...valid, name: 'Asha\u202E Rao' });
    expect(await screen.findByText(TEXT_SAFETY_MESSAGES.nameUnsafe('Name'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts a Devanagari name spelled with a zero-width joiner', async () => {
    const onSubmit = await submit({ ...valid, name: 'लक्\u200Dष्मी' });
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  const cases: [string, Partial<TRegistrationFormValues['details']>, string][] = [
    ['a passing year before 1900', { passingYear: '1899' }, M.passingYearInvalid],
    [
      'a passing year after this year',
      { passingYear: String(new Date().getFullYear() + 1) },
      M.passingYearInvalid,
    ],
    ['a passing year that is not a year', { passingYear: '20a3' }, M.passingYearInvalid],
    ['a test without a score', { languageTest: 'IELTS', languageScore: null }, M.enterLanguageScore],
    ['an emptied score', { languageTest: 'TOEFL', languageScore: '' }, M.enterValidScore],
    ['a score that is not a number', { languageTest: 'PTE', languageScore: 'high' }, M.enterValidScore],
    [
      'IELTS above 9',
      { languageTest: 'IELTS', languageScore: '9.5' },
      PROFILE_MESSAGES.languageScoreRange('IELTS', 0, 9),
    ],
    [
      'TOEFL above 120',
      { languageTest: 'TOEFL', languageScore: '121' },
      PROFILE_MESSAGES.languageScoreRange('TOEFL', 0, 120),
    ],
    [
      'PTE below 10',
      { languageTest: 'PTE', languageScore: '9' },
      PROFILE_MESSAGES.languageScoreRange('PTE', 10, 90),
    ],
    [
      'Duolingo above 160',
      { languageTest: 'Duolingo', languageScore: '161' },
      PROFILE_MESSAGES.languageScoreRange('Duolingo', 10, 160),
    ],
    ['no country', { country: [] }, M.selectCountry],
    ['no field of study', { fieldOfStudy: [] }, M.selectFieldOfStudy],
  ];

  it.each(cases)('refuses %s', async (_name, details, message) => {
    const onSubmit = await submit(withDetails(details));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['the edge scores', { languageTest: 'Duolingo', languageScore: '160' }],
    ['no language test', { languageTest: 'None', languageScore: null }],
    ['a passing year of 1900', { passingYear: '1900' }],
  ] as const)('accepts %s', async (_name, details) => {
    const onSubmit = await submit(withDetails(details));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('labels every control and asks for the score of the chosen test with its range', () => {
    render(<Harness values={valid} onSubmit={async () => {}} />);
    for (const name of [
      /full name/i,
      /study level/i,
      /launch date/i,
      /fields of study/i,
      /current education/i,
      /passing year/i,
      /language test/i,
    ]) {
      expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('textbox', { name: /IELTS score/ })).toHaveAccessibleDescription('From 0 to 9');
    expect(screen.getByRole('checkbox', { name: 'UK' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Issued' })).toBeChecked();
  });
});
