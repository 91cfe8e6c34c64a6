import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { makeCards } from '../dashboard-fixtures.ts';
import { DashboardCard } from './dashboard-card.tsx';

// §2 "Footer link label by subtitle", every row, written out from the spec.
const SPEC_TABLE: [subtitle: string, label: string][] = [
  ['Profile Incomplete!', 'Complete Now!'],
  ['Profile Completed!', 'Review Profile'],
  ['Counselling Completed!', 'Rebook Now'],
  ['Nothing shortlisted?', 'Browse Courses'],
  ['Not applied yet?', 'Apply Now'],
  ['Track funding here', 'Pay Now'],
  ['Deposit paid', 'See Detail'],
  ['Track interviews', 'View Detail'],
  ['Accepted', 'View Detail'],
  ['Pre-CAS interview', 'View Detail'],
  ['Missed interview!', 'Contact Counsellor'],
  ['Rejected!', 'Contact Counsellor'],
  ['Track VISA details here', 'Apply Now'],
  ['Pre Departure event', 'Register'],
  ['Event Feedback', 'Give feedback'],
  // "anything else"
  ['Session booked', 'See All'],
  ['3 courses shortlisted', 'See All'],
  ['Track CAS here', 'See All'],
  ['profile incomplete!', 'See All'],
  ['', 'See All'],
];

function footerOf(subtitle: string, linked: boolean) {
  const [card] = makeCards({}, { 'Profile Status': { subtitle } });
  if (!card) throw new Error('no card');
  renderWithApp(
    <DashboardCard card={{ ...card, linkLabel: 'ignored' }} target={linked ? '/profile' : null} />,
  );
  return within(screen.getByRole('article', { name: 'Profile Status' }));
}

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('dashboard card footer link (§2 link-label table, via linkLabelFor)', { timeout: 20_000 }, () => {
  it.each(SPEC_TABLE)('subtitle %j → %s (as a link)', (subtitle, label) => {
    const card = footerOf(subtitle, true);
    expect(card.getByRole('link', { name: label })).toHaveAttribute('href', '/profile');
  });

  it.each(SPEC_TABLE)('subtitle %j → %s (as text on a card without navigation)', (subtitle, label) => {
    const card = footerOf(subtitle, false);
    expect(card.queryByRole('link')).toBeNull();
    expect(card.getByText(label)).toBeInTheDocument();
  });
});

describe('dashboard card content', () => {
  it('shows the title, the chip number in a badge, the subtitle and a hidden icon', () => {
    const cards = makeCards({}, { Shortlisted: { subtitle: '3 courses shortlisted', chipNumber: 3 } });
    const shortlisted = cards.find((card) => card.title === 'Shortlisted');
    if (!shortlisted) throw new Error('no card');
    renderWithApp(<DashboardCard card={shortlisted} target="/shortlisted" />);
    const card = within(screen.getByRole('article', { name: 'Shortlisted' }));
    expect(card.getByRole('heading', { name: 'Shortlisted' })).toBeInTheDocument();
    expect(card.getByText('3')).toBeInTheDocument();
    expect(card.getByText('3 courses shortlisted')).toBeInTheDocument();
    const icon = screen.getByRole('article').querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
