import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveSignInDestination } from '../../features/auth/sign-in-destination.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RequireAuth } from './require-auth.tsx';
import { StudentOnly, staffAddressOf } from './require-role.tsx';

const ID = '6f1c2a7e-0000-4000-8000-000000000001';
const signedIn = (role: 'STUDENT' | 'COUNSELLOR') =>
  ({
    token: 't',
    studentId: 4,
    enrollmentId: null,
    referenceId: null,
    userName: 'Asha Rao',
    role,
    isNewUser: false,
  }) as unknown as Parameters<typeof resolveSignInDestination>[0];

const guarded = (route: string) =>
  renderWithApp(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<StudentOnly />}>
          <Route path="/notifications/:notificationId" element={<p>Opener</p>} />
        </Route>
      </Route>
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route },
  );

describe("a notification's address (an email's link)", () => {
  it('opened signed out: the sign-in screen, then that notification after sign-in', async () => {
    guarded(`/notifications/${ID}`);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    localStorage.setItem('token', 't');
    expect(await resolveSignInDestination(signedIn('STUDENT'))).toEqual({ path: `/notifications/${ID}` });
    // Once: the next sign-in in this tab goes where it usually does.
    expect(await resolveSignInDestination(signedIn('COUNSELLOR'))).toEqual({ path: '/staff' });
  });

  it('opened by staff: the console opens it', () => {
    expect(staffAddressOf(`/notifications/${ID}`)).toBe(`/staff/notifications/${ID}`);
    expect(staffAddressOf('/notifications')).toBe('/staff/notifications');
    expect(staffAddressOf('/notifications/settings')).toBe('/staff');
    expect(staffAddressOf('/courses')).toBe('/staff');
  });

  it('signed in as a student: opens', async () => {
    localStorage.setItem('token', 't');
    sessionStorage.setItem('studentId', '4');
    sessionStorage.setItem('role', 'STUDENT');
    guarded(`/notifications/${ID}`);
    expect(await screen.findByText('Opener')).toBeInTheDocument();
  });
});
