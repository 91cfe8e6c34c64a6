import { ERROR_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RegistrationPage } from './registration-page.tsx';

const record: TFakeReply = {
  status: 200,
  data: {
    studentId: 41,
    mobileNumber: '9876543210',
    name: 'Asha Rao',
    referenceId: 'SA-000041',
    isEvent: false,
    details: {
      country: [],
      studyLevel: null,
      fieldOfStudy: [],
      intakeId: null,
      languageTest: null,
      languageScore: null,
      currentEducation: null,
      passingYear: null,
      passportStatus: null,
      fundingPath: null,
      budget: null,
    },
    profile: { desiredFieldOfStudy: [], countryInterested: [], currentStudyLevel: null },
  },
};
/** The same student after registering: what GET /student-onboarding/details/41 answers. */
const saved: TFakeReply = {
  status: 200,
  data: {
    ...(record.data as object),
    details: {
      country: ['UK', 'Germany'],
      studyLevel: 'Postgraduate',
      fieldOfStudy: ['Law', 'Economics'],
      intakeId: 3,
      languageTest: 'IELTS',
      languageScore: '7.5',
      currentEducation: 'Undergraduate',
      passingYear: 2022,
      passportStatus: 'ISSUED',
      fundingPath: 'Self-Funding',
      budget: '20000',
    },
  },
};
const intakes: TFakeReply = { status: 200, data: [{ id: 3, name: 'January 2027', startDate: '2027-01-15' }] };

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(
    screen.queryByRole('combobox', { name: label }) ?? screen.getByRole('textbox', { name: label }),
  );
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Asha Rao');
  await user.click(screen.getByRole('checkbox', { name: 'Canada' }));
  await choose(user, /study level/i, 'Undergraduate');
  await waitFor(() => expect(screen.getByLabelText(/launch date/i, { selector: 'input' })).toBeEnabled());
  await choose(user, /launch date/i, 'January 2027');
  await choose(user, /fields of study/i, 'Economics');
  await choose(user, /current education/i, 'High School');
  await user.type(screen.getByRole('textbox', { name: /passing year/i }), '2024');
  await choose(user, /language test/i, 'PTE');
  await user.type(await screen.findByRole('textbox', { name: /PTE score/ }), '65');
  await user.click(screen.getByRole('radio', { name: 'Applied' }));
  await user.click(screen.getByRole('radio', { name: 'Education Loan' }));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
}

describe('registration page', () => {
  it('saves the name, then the details, then opens /courses', async () => {
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'POST /student-onboarding/save': record,
      'PUT /student-onboarding/update': record,
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    await fillForm();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses'));
    const save = fake.requests.find((request) => request.url === '/student-onboarding/save');
    const update = fake.requests.find((request) => request.url === '/student-onboarding/update');
    expect(save?.data).toEqual({ name: 'Asha Rao' });
    expect(update?.data).toEqual({
      details: {
        country: ['Canada'],
        studyLevel: 'Undergraduate',
        fieldOfStudy: ['Economics'],
        intakeId: 3,
        languageTest: 'PTE',
        languageScore: '65',
        currentEducation: 'High School',
        passingYear: '2024',
        passportStatus: 'APPLIED',
        fundingPath: 'Education Loan',
      },
    });
    expect(sessionStorage.getItem('userName')).toBe('Asha Rao');
    // A new student is welcomed on the way to the courses.
    expect(await screen.findByText(TOAST_MESSAGES.welcome('Asha Rao'))).toBeInTheDocument();
  }, 20_000);

  it('keeps the unsaved answers of this tab across a reload, and drops them once saved', async () => {
    sessionStorage.setItem('studentId', '41');
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'GET /student-onboarding/details/41': record,
      'POST /student-onboarding/save': record,
      'PUT /student-onboarding/update': record,
    });
    const user = userEvent.setup({ delay: null });
    const first = renderWithApp(<RegistrationPage />, { route: '/registration' });
    const name = await screen.findByRole('textbox', { name: /full name/i });
    await user.clear(name);
    await user.type(name, 'Meera Iyer');
    await user.click(screen.getByRole('checkbox', { name: 'Canada' }));
    await user.type(screen.getByRole('textbox', { name: /passing year/i }), '2024');
    first.unmount(); // a reload: the page starts again in the same tab
    const second = renderWithApp(<RegistrationPage />, { route: '/registration' });
    expect(await screen.findByRole('textbox', { name: /full name/i })).toHaveValue('Meera Iyer');
    expect(screen.getByRole('checkbox', { name: 'Canada' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /passing year/i })).toHaveValue('2024');
    second.unmount();
    // Another student in this tab does not get them.
    sessionStorage.setItem('studentId', '42');
    fake.restore();
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'GET /student-onboarding/details/42': record,
    });
    const third = renderWithApp(<RegistrationPage />, { route: '/registration' });
    expect(await screen.findByRole('textbox', { name: /full name/i })).toHaveValue('Asha Rao');
    third.unmount();
    // Filled from the start and saved: the draft kept while filling is gone.
    sessionStorage.removeItem('registrationDraft');
    sessionStorage.setItem('studentId', '41');
    fake.restore();
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'GET /student-onboarding/details/41': record,
      'POST /student-onboarding/save': record,
      'PUT /student-onboarding/update': record,
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    await user.clear(await screen.findByRole('textbox', { name: /full name/i }));
    await fillForm();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses'));
    expect(sessionStorage.getItem('registrationDraft')).toBeNull();
  }, 30_000);

  it('shows the saved answers when reopened, and saves them again unchanged', async () => {
    sessionStorage.setItem('studentId', '41');
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'GET /student-onboarding/details/41': saved,
      'POST /student-onboarding/save': saved,
      'PUT /student-onboarding/update': saved,
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    const name = await screen.findByRole('textbox', { name: /full name/i });
    expect(name).toHaveValue('Asha Rao');
    expect(screen.getByRole('checkbox', { name: 'UK' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Germany' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Canada' })).not.toBeChecked();
    expect(screen.getByLabelText(/study level/i, { selector: 'input' })).toHaveValue('Postgraduate');
    expect(screen.getByLabelText(/launch date/i, { selector: 'input' })).toHaveValue('January 2027');
    const fields = screen
      .getByLabelText(/fields of study/i, { selector: 'input' })
      .closest('.mantine-InputWrapper-root');
    expect(within(fields as HTMLElement).getByText('Law')).toBeInTheDocument();
    expect(within(fields as HTMLElement).getByText('Economics')).toBeInTheDocument();
    expect(screen.getByLabelText(/current education/i, { selector: 'input' })).toHaveValue('Undergraduate');
    expect(screen.getByRole('textbox', { name: /passing year/i })).toHaveValue('2022');
    expect(screen.getByLabelText(/language test/i, { selector: 'input' })).toHaveValue('IELTS');
    expect(screen.getByRole('textbox', { name: /IELTS score/ })).toHaveValue('7.5');
    expect(screen.getByRole('radio', { name: 'Issued' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Self-Funding' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses'));
    expect(fake.requests.find((request) => request.url === '/student-onboarding/update')?.data).toEqual({
      details: {
        country: ['UK', 'Germany'],
        studyLevel: 'Postgraduate',
        fieldOfStudy: ['Law', 'Economics'],
        intakeId: 3,
        languageTest: 'IELTS',
        languageScore: '7.5',
        currentEducation: 'Undergraduate',
        passingYear: '2022',
        passportStatus: 'ISSUED',
        fundingPath: 'Self-Funding',
      },
    });
    expect(await screen.findByText(TOAST_MESSAGES.studyPlanSaved)).toBeInTheDocument();
  }, 20_000);

  it('leaves a launch date that is no longer offered unchosen', async () => {
    sessionStorage.setItem('studentId', '41');
    const past = { ...(saved.data as { details: object }) };
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'GET /student-onboarding/details/41': {
        status: 200,
        data: { ...past, details: { ...past.details, intakeId: 1 } },
      },
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    expect(await screen.findByRole('textbox', { name: /passing year/i })).toHaveValue('2022');
    expect(screen.getByLabelText(/launch date/i, { selector: 'input' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Select a launch date.')).toBeInTheDocument();
  }, 20_000);

  it('says so when the saved answers cannot be read, and offers the form anyway', async () => {
    sessionStorage.setItem('studentId', '41');
    sessionStorage.setItem('userName', 'Asha Rao');
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'GET /student-onboarding/details/41': { status: 503 },
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    expect(
      await screen.findByText('Your saved answers could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);

  it("toasts 'Failed to save name!' when the server gives no reason, and stays", async () => {
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'POST /student-onboarding/save': { status: 503 },
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    await fillForm();
    expect(await screen.findByText(ERROR_MESSAGES.saveName)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/registration');
  }, 20_000);

  it("toasts the server's reason for refused details and marks the field", async () => {
    const reason = 'That intake has already started.';
    fake = installFakeApi({
      'GET /intake-details/all': intakes,
      'POST /student-onboarding/save': record,
      'PUT /student-onboarding/update': {
        status: 400,
        data: {
          ...apiErrorBody('BAD_REQUEST', reason),
          errors: [{ path: 'details.intakeId', message: reason }],
        },
      },
    });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    await fillForm();
    // The toast and the field's own message.
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
    expect(screen.queryByText(ERROR_MESSAGES.updateDetails)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/registration');
  }, 20_000);

  it('goes back to /courses (§2)', async () => {
    fake = installFakeApi({ 'GET /intake-details/all': intakes });
    renderWithApp(<RegistrationPage />, { route: '/registration' });
    expect(screen.getByRole('link', { name: /back/i })).toHaveAttribute('href', '/courses');
  });
});
