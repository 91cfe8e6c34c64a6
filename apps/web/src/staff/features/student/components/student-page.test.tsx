import { STUDENT_STAGE_LABELS } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '../../../../test/fake-api.ts';
import { staffMe, studentDetail } from '../test/staff-student-fixtures.ts';
import { renderStudentPage } from '../test/student-page-test-kit.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

describe('staff student page', { timeout: 20_000 }, () => {
  it('shows who the student is, then the sections in the contract order with their ids', async () => {
    const page = renderStudentPage();
    restore = page.fake.restore;
    expect(screen.getByText('Loading the student…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement);
    expect(header.getByText('Reference ID: REF-000007')).toBeInTheDocument();
    expect(header.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(header.getByText(STUDENT_STAGE_LABELS.COUNSELLING_BOOKED)).toBeInTheDocument();
    expect(header.getByText('Counsellor: Priya Nair')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Study plan',
      'Profile',
      'Documents',
      'Counselling',
      'Shortlist',
      'Payments',
      'Applications',
      'Messages',
      'Notes',
      'Audit trail',
    ]);
    // This page's own sections (Shortlist, Payments and Applications render their own regions).
    for (const [id, name] of [
      ['plan', 'Study plan'],
      ['profile', 'Profile'],
      ['documents', 'Documents'],
      ['counselling', 'Counselling'],
      ['messages', 'Messages'],
      ['notes', 'Notes'],
      ['audit', 'Audit trail'],
    ]) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', id);
    }
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '#documents');
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    await waitFor(() => expect(document.title).toBe('Asha Rao | Staff console'));
  });

  it('says "Unnamed student" and "Not assigned" when there is neither', async () => {
    const page = renderStudentPage({
      detail: studentDetail({ account: { name: ' ', assignedCounsellor: null } }),
    });
    restore = page.fake.restore;
    expect(await screen.findByRole('heading', { level: 1, name: 'Unnamed student' })).toBeInTheDocument();
    expect(screen.getByText('Not assigned')).toBeInTheDocument();
  });

  it('says "(disabled)" beside a disabled counsellor', async () => {
    const page = renderStudentPage({
      detail: studentDetail({
        account: { assignedCounsellor: { id: 2, name: 'Priya Nair', isDisabled: true } },
      }),
    });
    restore = page.fake.restore;
    expect(await screen.findByText('Counsellor: Priya Nair (disabled)')).toBeInTheDocument();
  });

  it('a counsellor cannot reassign; the counsellor select is for admins', async () => {
    const page = renderStudentPage();
    restore = page.fake.restore;
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/me')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Assigned counsellor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reassign' })).toBeNull();
  });

  it('an admin reassigns the student to another active counsellor', async () => {
    let counsellor = { id: 2, name: 'Priya Nair', isDisabled: false };
    const page = renderStudentPage({
      me: staffMe('ADMIN'),
      detail: () => ({ status: 200, data: studentDetail({ account: { assignedCounsellor: counsellor } }) }),
      routes: {
        'PUT /api/staff/students/7/counsellor': (request) => {
          counsellor = { id: 3, name: 'Ravi Kumar', isDisabled: false };
          return { status: 200, data: { studentId: 7, counsellor, ...(request.data as object) } };
        },
      },
    });
    restore = page.fake.restore;
    const select = await screen.findByRole('combobox', { name: 'Assigned counsellor' });
    const reassign = screen.getByRole('button', { name: 'Reassign' });
    expect(reassign).toBeDisabled();
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No counsellor', 'Anil Admin', 'Priya Nair', 'Ravi Kumar']),
    );
    await page.user.selectOptions(select, 'Ravi Kumar');
    await page.user.click(reassign);
    await waitFor(() => expect(page.requestsTo('PUT', '/api/staff/students/7/counsellor')).toHaveLength(1));
    expect(page.requestsTo('PUT', '/api/staff/students/7/counsellor')[0]?.data).toEqual({ counsellorId: 3 });
    expect(await screen.findByText('Counsellor: Ravi Kumar')).toBeInTheDocument();
    expect(page.notifier.success).toHaveBeenCalledWith('Counsellor reassigned.');
    // "Reassign" is disabled once done: the focus goes back to the select, not to <body>.
    expect(reassign).toBeDisabled();
    await waitFor(() => expect(select).toHaveFocus());
  });

  it('says "Student not found." with a way back for an unknown student', async () => {
    const page = renderStudentPage({
      detail: { status: 404, data: apiErrorBody('NOT_FOUND', 'Student not found.') },
    });
    restore = page.fake.restore;
    expect(await screen.findByRole('heading', { level: 1, name: 'Student not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Students' })).toHaveAttribute('href', '/staff/students');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999999999'])(
    'does not ask the server about the address id %j',
    async (id) => {
      const page = renderStudentPage({ route: `/staff/students/${id}` });
      restore = page.fake.restore;
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Student not found.' }),
      ).toBeInTheDocument();
      expect(screen.getByText('This address does not name a student.')).toBeInTheDocument();
      expect(page.fake.requests.filter((request) => request.url.startsWith('/api/staff/students'))).toEqual(
        [],
      );
    },
  );

  it('offers Try again when the student cannot be read', async () => {
    let failures = 1;
    const page = renderStudentPage({
      detail: () => (failures-- > 0 ? { status: 403, data: {} } : { status: 200, data: studentDetail() }),
    });
    restore = page.fake.restore;
    expect(await screen.findByText('The student could not be loaded.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('lands on the section the address names (a link from the work queue)', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const page = renderStudentPage({ route: '/staff/students/7#documents' });
    restore = page.fake.restore;
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(scrolled).toEqual(['documents']));
    expect(document.activeElement?.id).toBe('documents');
  });
});
