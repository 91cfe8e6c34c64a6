import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ProfileBreadcrumb } from './profile-breadcrumb.tsx';

function Screens() {
  return (
    <Routes>
      <Route path="/shortlisted" element={<Link to="/profile">My Profile</Link>} />
      <Route path="/profile" element={<ProfileBreadcrumb homeTo="/dashboard" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

describe('profile breadcrumb (§2)', () => {
  it('Back returns to the page the student came from', async () => {
    renderWithApp(<Screens />, { route: '/shortlisted' });
    await userEvent.click(screen.getByRole('link', { name: 'My Profile' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shortlisted');
  });

  it('Back goes to /courses when nothing came before; Home goes where it is told', async () => {
    renderWithApp(<Screens />, { route: '/profile' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/courses');
  });
});
