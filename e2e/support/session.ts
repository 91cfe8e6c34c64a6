import { expect, type Page } from '@playwright/test';
import { nextMobileNumber, readOtp } from './otp.ts';

/** Opens `path` (default '/'), types a mobile number and presses Send OTP; returns the number. */
export async function sendOtpThroughUi(page: Page, options: { mobileNumber?: string; path?: string } = {}) {
  const mobileNumber = options.mobileNumber ?? nextMobileNumber();
  await page.goto(options.path ?? '/');
  await waitForSignInHydrated(page);
  await page.getByLabel('Mobile number').fill(mobileNumber);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  return mobileNumber;
}

/**
 * The sign-in screen is prerendered: until React has adopted it, Send OTP is a plain form button (a click
 * submits the page natively and it reloads, the typed number gone). A person on a busy machine would see
 * the same; a test waits for React's own properties on the button instead of racing it.
 */
export async function waitForSignInHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) =>
      candidate.textContent?.includes('Send OTP'),
    );
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
  });
}

/** Types a code into the six boxes (the last digit submits). */
export async function typeOtp(page: Page, otp: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(otp);
}

/**
 * Signs in through the login screen: mobile number, Send OTP, the code read from the outbox typed
 * into the six boxes (the last digit submits). Opens `path` first (e.g. '/?eventCode=JLG').
 */
export async function signInThroughUi(page: Page, options: { mobileNumber?: string; path?: string } = {}) {
  const mobileNumber = await sendOtpThroughUi(page, options);
  await typeOtp(page, await readOtp(mobileNumber));
  return mobileNumber;
}

/** The signed-in browser's token (local storage `token`, §3). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** Calls the API as the signed-in browser user (for set-up the test is not about). */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
) {
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : response.json();
}

/** The registration form's answers (PUT /student-onboarding/update `details`) for an offered intake. */
export const registrationDetails = (intakeId: number) => ({
  country: ['UK'],
  studyLevel: 'Postgraduate',
  fieldOfStudy: ['Computer Science & IT'],
  intakeId,
  languageTest: 'IELTS',
  languageScore: '7.5',
  currentEducation: 'Undergraduate',
  passingYear: 2022,
  passportStatus: 'ISSUED',
  fundingPath: 'Self-Funding',
});

/** Completes the registration form's calls through the API (name and study plan). */
export async function registerByApi(page: Page, name = 'Riya Sharma'): Promise<void> {
  await apiAs(page, 'POST', '/student-onboarding/save', { name });
  const intakes = (await apiAs(page, 'GET', '/intake-details/all')) as { id: number }[];
  const intakeId = intakes[0]?.id;
  if (!intakeId) throw new Error('no intake offered');
  await apiAs(page, 'PUT', '/student-onboarding/update', { details: registrationDetails(intakeId) });
  await page.evaluate((userName) => sessionStorage.setItem('userName', userName), name);
}

/** A new student signed in through the UI and registered, on `landing` (default /courses). */
export async function signInAsRegisteredStudent(page: Page, landing = '/courses'): Promise<string> {
  const mobileNumber = await signInThroughUi(page);
  await expect(page).toHaveURL(/\/registration$/);
  await registerByApi(page);
  await page.goto(landing);
  return mobileNumber;
}
