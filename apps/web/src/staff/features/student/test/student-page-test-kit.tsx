import type {
  TStaffAuditEntry,
  TStaffMe,
  TStaffNote,
  TStaffStudentDetail,
  TStudentDocument,
} from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { StudentPage } from '../components/student-page.tsx';
import { pageOf, staffMe, staffMembers, studentDetail } from './staff-student-fixtures.ts';
import { studentPlan } from './student-plan-fixtures.ts';

type THandler = TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>);

export type TStudentPageSetup = {
  detail?: TStaffStudentDetail | THandler;
  me?: TStaffMe;
  documents?: TStudentDocument[];
  notes?: TStaffNote[];
  audit?: TStaffAuditEntry[];
  /** More routes, or ones that replace the defaults. */
  routes?: Record<string, THandler>;
  /** The address opened; /staff/students/7 by default. */
  route?: string;
  /** The page drawn at the address: the feature's own by default, or a page module composing it. */
  page?: ReactElement;
};

/** The student page at /staff/students/:studentId over a fake API (a counsellor signed in by default). */
export function renderStudentPage({
  detail = studentDetail(),
  me = staffMe('COUNSELLOR'),
  documents = [],
  notes = [],
  audit = [],
  routes = {},
  route = '/staff/students/7',
  page = <StudentPage />,
}: TStudentPageSetup = {}) {
  localStorage.setItem('token', 't');
  const detailRoute: THandler = 'account' in detail ? { status: 200, data: detail } : detail;
  const fake = installFakeApi({
    'GET /api/staff/students/7': detailRoute,
    'GET /api/staff/me': { status: 200, data: me },
    'GET /api/staff/members': { status: 200, data: staffMembers },
    'GET /student/document/download-all': { status: 200, data: { documents } },
    'GET /api/staff/students/7/notes': { status: 200, data: pageOf(notes) },
    'GET /api/staff/students/7/plan': { status: 200, data: studentPlan() },
    'GET /api/staff/audit': { status: 200, data: pageOf(audit) },
    ...routes,
  });
  const notifier = { success: vi.fn(), error: vi.fn() };
  const user = userEvent.setup({ delay: null });
  const view = renderWithApp(
    <Routes>
      <Route path="/staff/students/:studentId" element={page} />
    </Routes>,
    { route, notifier },
  );
  const requestsTo = (method: string, url: string) =>
    fake.requests.filter((request) => request.method === method && request.url === url);
  return { ...view, fake, user, notifier, requestsTo };
}

/** A section of the page (a region named by its h2), once the student is in. */
export async function sectionNamed(name: string) {
  return within(await screen.findByRole('region', { name }));
}

/** One document's slot (a group named by its label) inside the Documents section. */
export async function documentSlot(label: string) {
  const documents = await sectionNamed('Documents');
  return within(documents.getByRole('group', { name: label }));
}

/** A field's value in a read-only list (the <dd> after its <dt>). */
export const fieldValue = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
