import { ERROR_MESSAGES, TOAST_MESSAGES, type TStudentDocument, VALIDATION_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '../../../test/fake-api.ts';
import { savedDocument, savedProfile } from '../profile-fixtures.ts';
import { openSection, renderProfilePage, sectionControl, sectionOf } from '../test-helpers.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

describe('profile page', () => {
  it('reads the profile, the photo, the documents and the flag in one round, then shows the header', async () => {
    const page = renderProfilePage();
    restore = page.fake.restore;
    // While loading, the (hidden) skeleton is announced for what it is, and that line is the page's
    // heading until the name is known (axe: every page has a level-one heading).
    expect(screen.getByText('Loading your profile…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Loading your profile…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile…')).toBeNull();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('Reference ID: REF-000007')).toBeInTheDocument();
    expect(screen.getByText('Profile 60% complete')).toBeInTheDocument();
    const gets = page.fake.requests.map((request) => `${request.method} ${request.url}`);
    expect(gets.slice(0, 4).sort()).toEqual([
      'GET /api/dashboard',
      'GET /api/student-profiles',
      'GET /api/student-profiles/download/photo',
      'GET /student/document/download-all',
    ]);
  });

  it("shows 'NA' for a missing phone and 'Not Available' for empty values, DOB as DD-MM-YYYY", async () => {
    const page = renderProfilePage({ profile: savedProfile({ phoneNumber: '', nationality: '' }) });
    restore = page.fake.restore;
    const personal = await sectionOf('Personal Informations');
    expect(screen.getByText('NA')).toBeInTheDocument();
    expect(personal.getByText('09-04-2001')).toBeInTheDocument();
    expect(personal.getByText('Single')).toBeInTheDocument();
    expect(personal.getByText('Not Available')).toBeInTheDocument();
  });

  it.each([
    ['9876543210', '+91 98765 43210'],
    ['', 'Not Available'],
  ])('shows the WhatsApp number %j as %j (§5 phone display)', async (phoneNumber, shown) => {
    const page = renderProfilePage({ profile: savedProfile({ phoneNumber }) });
    restore = page.fake.restore;
    const contact = await openSection(page.user, 'Contact Information');
    expect(contact.getByText('WhatsApp Number').nextElementSibling?.textContent).toBe(shown);
  });

  it('offers Try again when the profile cannot be read', async () => {
    const page = renderProfilePage({ failedReads: 1 });
    restore = page.fake.restore;
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
  });
});

describe('stepper', () => {
  it('marks steps complete from the saved data, and a step opens its section', async () => {
    const page = renderProfilePage({
      documents: [savedDocument('PASSPORT', 1), savedDocument('SSC', 2), savedDocument('HSC', 3)],
    });
    restore = page.fake.restore;
    const steps = await screen.findByRole('navigation', { name: 'Profile steps' });
    const items = within(steps).getAllByRole('listitem');
    // Personal (fields + passport), Contact (line 2 optional), Academic (both blocks + SSC and HSC
    // marksheets) done; Additional (resume, two letters) not.
    expect(items.map((item) => within(item).getByText(/^(Done|To do)$/).textContent)).toEqual([
      'Done',
      'Done',
      'Done',
      'To do',
    ]);
    expect(within(steps).getByRole('button', { name: 'Personal Information' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await page.user.click(within(steps).getByRole('button', { name: 'Academic Docs' }));
    expect(within(steps).getByRole('button', { name: 'Academic Docs' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(await sectionControl('Academic Documents')).toHaveAttribute('aria-expanded', 'true');
    expect(await sectionControl('Personal Informations')).toHaveAttribute('aria-expanded', 'false');
  });

  it('says what remains: the photo when the four steps are done at 90 %', async () => {
    const types = [
      'PASSPORT',
      'SSC',
      'HSC',
      'RESUME',
      'LETTER_OF_RECOMMENDATION_1',
      'LETTER_OF_RECOMMENDATION_2',
    ];
    const page = renderProfilePage({
      profile: savedProfile({ progressPercent: 90 }),
      documents: types.map((type, index) => savedDocument(type as TStudentDocument['type'], index + 1)),
    });
    restore = page.fake.restore;
    const steps = await screen.findByRole('navigation', { name: 'Profile steps' });
    expect(within(steps).getAllByText('Done')).toHaveLength(4);
    expect(steps).toHaveTextContent('All four steps are done. Still to do: add a profile photo.');
    const header = screen.getByRole('heading', { level: 1, name: 'Asha Rao' }).closest('header');
    expect(header).toHaveTextContent('Profile 90% complete');
    expect(header).toHaveTextContent('Still to do: Profile photo.');
  });

  it('names the steps still to do in the header, and nothing when all is done', async () => {
    const page = renderProfilePage({ profile: savedProfile({ profilePhotoUrl: '/api/photo' }) });
    restore = page.fake.restore;
    const name = await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(name.closest('header')).toHaveTextContent(
      'Still to do: Personal Information, Academic Docs, Additional Docs.',
    );
    expect(screen.getByRole('navigation', { name: 'Profile steps' })).not.toHaveTextContent('Still to do');
  });

  it('Personal is not complete without the passport', async () => {
    const page = renderProfilePage();
    restore = page.fake.restore;
    const steps = await screen.findByRole('navigation', { name: 'Profile steps' });
    expect(within(within(steps).getAllByRole('listitem')[0] as HTMLElement).getByText('To do')).toBeVisible();
  });
});

describe('a section: view → edit → save', () => {
  it('saves only the changed fields, toasts, returns to view mode and re-reads the profile', async () => {
    const page = renderProfilePage({
      put: (request) => ({
        status: 200,
        data: savedProfile({ ...(request.data as object), progressPercent: 72 }),
      }),
    });
    restore = page.fake.restore;
    const contact = await openSection(page.user, 'Contact Information');
    await page.user.click(contact.getByRole('button', { name: 'Edit' }));
    const city = contact.getByRole('textbox', { name: 'City' });
    await page.user.clear(city);
    await page.user.type(city, 'Mumbai');
    const readsBefore = page.fake.requests.filter(
      (r) => r.url === '/api/student-profiles' && r.method === 'GET',
    );
    await page.user.click(contact.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TOAST_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(page.puts().map((request) => request.data)).toEqual([{ city: 'Mumbai' }]);
    expect(await contact.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(contact.getByText('Mumbai')).toBeInTheDocument();
    // The shared entry is read again: the ring shows the server's percentage.
    await waitFor(() =>
      expect(
        page.fake.requests.filter((r) => r.url === '/api/student-profiles' && r.method === 'GET').length,
      ).toBe(readsBefore.length + 1),
    );
    expect(screen.getByText('Profile 72% complete')).toBeInTheDocument();
  });

  it('sends the date of birth YYYY-MM-DD', async () => {
    const page = renderProfilePage();
    restore = page.fake.restore;
    const personal = await sectionOf('Personal Informations');
    await page.user.click(personal.getByRole('button', { name: 'Edit' }));
    const dob = personal.getByRole('textbox', { name: /Date of Birth/ });
    await page.user.clear(dob);
    await page.user.type(dob, '15-08-2000');
    await page.user.click(personal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.puts().map((r) => r.data)).toEqual([{ dateOfBirth: '2000-08-15' }]));
    expect(await personal.findByText('15-08-2000')).toBeInTheDocument();
  });

  it('a bad email stays in edit mode with the message at the field, and nothing is sent', async () => {
    const page = renderProfilePage();
    restore = page.fake.restore;
    const contact = await openSection(page.user, 'Contact Information');
    await page.user.click(contact.getByRole('button', { name: 'Edit' }));
    const email = contact.getByRole('textbox', { name: 'Email' });
    await page.user.clear(email);
    await page.user.type(email, 'asha@');
    await page.user.click(contact.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidEmail);
    expect(contact.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(page.puts()).toEqual([]);
  });

  it("a 400 keeps what was typed, puts errors[] on the fields and toasts the server's message", async () => {
    const page = renderProfilePage({
      put: () => ({
        status: 400,
        data: {
          ...apiErrorBody('BAD_REQUEST', 'Zip code taken by a rule of the server'),
          errors: [{ path: 'zipCode', message: 'Zip code taken by a rule of the server' }],
        },
      }),
    });
    restore = page.fake.restore;
    const contact = await openSection(page.user, 'Contact Information');
    await page.user.click(contact.getByRole('button', { name: 'Edit' }));
    const zip = contact.getByRole('textbox', { name: 'Zip Code' });
    await page.user.clear(zip);
    await page.user.type(zip, '411002');
    await page.user.click(contact.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Zip code taken by a rule of the server')).toHaveLength(2);
    expect(zip).toHaveValue('411002');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(contact.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("a 400 without a message toasts §8's fallback", async () => {
    const page = renderProfilePage({ put: () => ({ status: 400, data: {} }) });
    restore = page.fake.restore;
    const contact = await openSection(page.user, 'Contact Information');
    await page.user.click(contact.getByRole('button', { name: 'Edit' }));
    await page.user.type(contact.getByRole('textbox', { name: 'State' }), 'x');
    await page.user.click(contact.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ERROR_MESSAGES.profileUpdate)).toBeInTheDocument();
    expect(contact.getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtrax');
  });

  it('Cancel drops the edits; nothing changed sends nothing', async () => {
    const page = renderProfilePage();
    restore = page.fake.restore;
    const personal = await sectionOf('Personal Informations');
    await page.user.click(personal.getByRole('button', { name: 'Edit' }));
    await page.user.type(personal.getByRole('textbox', { name: 'Nationality' }), 'x');
    await page.user.click(personal.getByRole('button', { name: 'Cancel' }));
    expect(personal.getByText('Indian')).toBeInTheDocument();
    await page.user.click(personal.getByRole('button', { name: 'Edit' }));
    await page.user.click(personal.getByRole('button', { name: 'Save' }));
    expect(await personal.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(page.puts()).toEqual([]);
  });

  it('Next opens the following section; the last one has Home and no Edit', async () => {
    const page = renderProfilePage();
    restore = page.fake.restore;
    const personal = await sectionOf('Personal Informations');
    await page.user.click(personal.getByRole('button', { name: 'Next' }));
    expect(await sectionControl('Contact Information')).toHaveAttribute('aria-expanded', 'true');
    const additional = await openSection(page.user, 'Additional Documents');
    expect(additional.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(additional.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/courses');
  });
});

describe('Home links', () => {
  it('lead to /dashboard when the local flag says counselling is booked (the dashboard read failed)', async () => {
    localStorage.setItem('isCounsellingBooked', 'true');
    const page = renderProfilePage({ dashboard: { status: 404, data: {} } });
    restore = page.fake.restore;
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    const additional = await openSection(page.user, 'Additional Documents');
    expect(additional.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
  });
});
