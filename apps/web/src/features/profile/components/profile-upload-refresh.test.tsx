import type { TStudentDocument } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { savedDocument, savedProfile } from '../profile-fixtures.ts';
import { renderProfilePage, sectionOf } from '../test-helpers.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const PROFILE = 'GET /api/student-profiles';
const DASHBOARD = 'GET /api/dashboard';

// The server's percent counts the required documents (apps/api docs/profile-progress.md): an upload
// must move the ring and the stepper at once, and must not wipe a section being edited.
it('an upload moves the ring and the step without a reload, keeping what is typed in an open section', async () => {
  let documents: TStudentDocument[] = [];
  let percent = 60;
  const page = renderProfilePage({
    routes: {
      [PROFILE]: () => ({ status: 200, data: savedProfile({ progressPercent: percent }) }),
      'GET /student/document/download-all': () => ({ status: 200, data: { documents } }),
      'POST /student/document/upload': () => {
        documents = [savedDocument('PASSPORT')];
        percent = 68;
        return { status: 201, data: documents[0] };
      },
    },
  });
  restore = page.fake.restore;
  const count = (route: string) => page.fake.requests.filter((r) => `${r.method} ${r.url}` === route).length;
  expect(await screen.findByText('Profile 60% complete')).toBeInTheDocument();
  const steps = screen.getByRole('navigation', { name: 'Profile steps' });
  const personalStep = () => within(within(steps).getAllByRole('listitem')[0] as HTMLElement);
  expect(personalStep().getByText('To do')).toBeVisible();

  const personal = await sectionOf('Personal Informations');
  await page.user.click(personal.getByRole('button', { name: 'Edit' }));
  const nationality = personal.getByRole('textbox', { name: 'Nationality' });
  await page.user.type(nationality, 'n');
  const [profileReads, dashboardReads] = [count(PROFILE), count(DASHBOARD)];

  const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
  await page.user.upload(personal.getByLabelText('Passport file'), file);

  expect(await screen.findByText('Profile 68% complete')).toBeInTheDocument();
  expect(personalStep().getByText('Done')).toBeVisible();
  await waitFor(() => expect(count(DASHBOARD)).toBe(dashboardReads + 1));
  expect(count(PROFILE)).toBe(profileReads + 1);
  // Still editing, with the typed value.
  expect(personal.getByRole('textbox', { name: 'Nationality' })).toHaveValue('Indiann');
  expect(personal.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(page.puts()).toEqual([]);
});
