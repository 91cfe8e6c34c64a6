import type { TStudentDocument, TStudentProfile, TStudentProfileUpdate } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ProfilePage } from './components/profile-page.tsx';
import { savedProfile } from './profile-fixtures.ts';

/** What the server stores and answers: the changes over the profile, rows with every field. */
function storedAs(profile: TStudentProfile, changes: TStudentProfileUpdate): TStudentProfile {
  const rows = changes.additionalDocuments?.map((row) => ({
    type: row.type,
    universityName: row.universityName ?? '',
    passingYear: String(row.passingYear ?? ''),
    score: String(row.score ?? ''),
  }));
  return { ...profile, ...changes, ...(rows ? { additionalDocuments: rows } : {}) } as TStudentProfile;
}

type TPutHandler = (request: TFakeRequest) => TFakeReply;

/** The page over a fake API: the profile, its documents, the dashboard (not booked) and PUT. */
export function renderProfilePage({
  profile = savedProfile(),
  documents = [],
  put,
  failedReads = 0,
  dashboard = { status: 200, data: [] },
  routes = {},
  route = '/profile',
}: {
  /** The address the page opens at (e.g. /profile?document=SSC). */
  route?: string;
  dashboard?: TFakeReply;
  /** More routes, or ones that replace the defaults (e.g. an upload that changes what is read next). */
  routes?: Record<string, TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>)>;
  profile?: TStudentProfile;
  documents?: TStudentDocument[];
  put?: TPutHandler;
  /** The first reads of the profile answer 404. */
  failedReads?: number;
} = {}) {
  localStorage.setItem('token', 't');
  let current = profile;
  let failures = failedReads;
  const fake = installFakeApi({
    'GET /api/student-profiles': () => {
      if (failures-- > 0) return { status: 404, data: {} };
      return { status: 200, data: current };
    },
    'GET /student/document/download-all': { status: 200, data: { documents } },
    'GET /api/dashboard': dashboard,
    'PUT /api/student-profiles': (request) => {
      const reply = put?.(request) ?? {
        status: 200,
        data: storedAs(current, request.data as TStudentProfileUpdate),
      };
      if (reply.status === 200) current = reply.data as TStudentProfile;
      return reply;
    },
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderWithApp(<ProfilePage />, { route });
  return { ...view, fake, user, puts: () => fake.requests.filter((r) => r.method === 'PUT') };
}

const SECTIONS_CHUNK_TIMEOUT_MS = 5000;

/** A section's accordion control ('Contact Information' also names a step: the control has a panel). */
export async function sectionControl(title: string) {
  // The sections arrive a frame after the header (their own chunk): wait for the control, not the step.
  // The first test of a file imports that chunk cold, which takes over a second on a busy machine.
  return waitFor(
    () => {
      const buttons = screen.getAllByRole('button', { name: title });
      const control = buttons.find((button) => button.hasAttribute('aria-controls'));
      if (!control) throw new Error(`no accordion control ${title}`);
      return control;
    },
    { timeout: SECTIONS_CHUNK_TIMEOUT_MS },
  );
}

/** The panel of a section, found by its accordion control. */
export async function sectionOf(title: string) {
  const control = await sectionControl(title);
  const id = control.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${title}`);
  return within(panel);
}

export async function openSection(user: ReturnType<typeof userEvent.setup>, title: string) {
  const control = await sectionControl(title);
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
  return sectionOf(title);
}

/** A Mantine Select's input (a combobox). */
export const selectInput = (scope: ReturnType<typeof within>, label: string) =>
  scope.queryByRole('combobox', { name: label }) ?? scope.getByRole('textbox', { name: label });

export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  scope: ReturnType<typeof within>,
  label: string,
  option: string,
) {
  await user.click(selectInput(scope, label));
  await user.click(await screen.findByRole('option', { name: option }));
}
