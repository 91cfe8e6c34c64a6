import type { TStaffMe } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { StaffShell as StaffFrame } from '../staff-shell.tsx';

const me = (role: TStaffMe['role'], name = 'Priya Nair'): TStaffMe => ({
  id: 7,
  name,
  mobileNumber: '9876543210',
  role,
});

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

function renderFrame(route: string, role: TStaffMe['role'], storedRole: string = role) {
  sessionStorage.setItem('role', storedRole);
  sessionStorage.setItem('userName', 'Name At Sign-in');
  fake = installFakeApi({ 'GET /api/staff/me': { status: 200, data: me(role) } });
  return renderWithApp(
    <Routes>
      <Route path="/staff" element={<StaffFrame />}>
        <Route index element={<h1>Queue</h1>} />
        <Route path="students" element={<h1>Students</h1>} />
        <Route path="students/:studentId" element={<h1>One student</h1>} />
        <Route path="applications" element={<h1>Board</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}
const nav = () => within(screen.getByRole('navigation', { name: 'Staff console' }));
const links = () =>
  nav()
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('StaffLayout (the console frame)', { timeout: 20_000 }, () => {
  it('an admin: every section with Team, the name and "(Admin)" from the server, Logout', async () => {
    renderFrame('/staff', 'ADMIN');
    expect(await screen.findByText('Priya Nair')).toBeInTheDocument();
    expect(screen.getByText('(Admin)')).toBeInTheDocument();
    expect(links()).toEqual([
      'Work queue',
      'Students',
      'Applications',
      'Audit',
      'My card',
      'Team',
      'Delivery',
    ]);
    expect(nav().getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/staff/team');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a counsellor: no Team, "(Counsellor)"', async () => {
    renderFrame('/staff', 'COUNSELLOR');
    expect(await screen.findByText('Priya Nair')).toBeInTheDocument();
    expect(screen.getByText('(Counsellor)')).toBeInTheDocument();
    expect(links()).toEqual(['Work queue', 'Students', 'Applications', 'Audit', 'My card']);
  });

  it("follows the server's role, not the one stored at sign-in (a demoted admin loses Team)", async () => {
    renderFrame('/staff', 'COUNSELLOR', 'ADMIN');
    // Until the server answers, this tab's sign-in keys paint the header.
    expect(screen.getByText('Name At Sign-in')).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Team' })).toBeInTheDocument();
    await screen.findByText('Priya Nair');
    expect(nav().queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });

  it.each([
    ['/staff', 'Work queue', 'Work queue | Staff console'],
    ['/staff/students', 'Students', 'Students | Staff console'],
    ['/staff/students/41', 'Students', 'Student | Staff console'],
    ['/staff/applications', 'Applications', 'Applications | Staff console'],
  ])('at %s marks %s as the current page; title "%s"', async (route, current, title) => {
    renderFrame(route, 'COUNSELLOR');
    await screen.findByText('Priya Nair');
    expect(nav().getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    const others = nav()
      .getAllByRole('link')
      .filter((link) => link.textContent !== current);
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('offers a skip link to the page content, first in the tab order', async () => {
    renderFrame('/staff', 'COUNSELLOR');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(document.body.querySelector('a')).toBe(skip);
    await screen.findByText('Priya Nair');
  });
});
