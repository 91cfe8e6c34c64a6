import type { TStudentCounsellor } from '@portal/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { apiErrorBody } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { signedInFakeApi } from '../../../test/signed-in-fake-api.ts';
import { CounsellorCard } from './counsellor-card.tsx';
import { CounsellorPage } from './counsellor-page.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const CARD = 'GET /api/student/counsellor';
const { notifier, install } = signedInFakeApi();

const meena: TStudentCounsellor = {
  name: 'Meena Iyer',
  photoUrl: null,
  phoneText: '+91 98450 12345',
  callLink: 'tel:+919845012345',
  whatsappLink: 'https://wa.me/919845012345',
  hours: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '09:30', to: '18:00' },
  hoursText: 'Mon–Fri, 9:30 AM – 6:00 PM IST',
  isAvailableNow: true,
  backAt: null,
  nextSession: { date: '2026-12-03', time: '11:00', meetingLink: 'https://meet.example.com/abc' },
};

describe('Your counsellor (/counsellor)', () => {
  it('shows the counsellor with real call and WhatsApp links, hours and the next session', async () => {
    install({ [CARD]: { status: 200, data: { counsellor: meena } } });
    const { container } = renderWithApp(<CounsellorPage />, { route: '/counsellor', notifier });
    expect(screen.getByRole('heading', { level: 1, name: 'Your counsellor' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your counsellor' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Meena Iyer' });
    expect(within(card).getByText('MI')).toBeInTheDocument();
    expect(within(card).getByText('Available now')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Meena Iyer on +91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    const whatsapp = within(card).getByRole('link', { name: /^WhatsApp Meena Iyer/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919845012345');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('Mon–Fri, 9:30 AM – 6:00 PM IST')).toBeInTheDocument();
    expect(within(card).getByText('3 Dec 2026, 11:00 AM IST')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /^Join meeting of your session on 3 Dec 2026/ }),
    ).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('says when the counsellor is back, shows the photo, and leaves out what is not set', async () => {
    install({
      [CARD]: {
        status: 200,
        data: {
          counsellor: {
            ...meena,
            photoUrl: 'data:image/png;base64,iVBORw0KGgo=',
            isAvailableNow: false,
            backAt: '9:30 AM IST tomorrow',
            phoneText: null,
            callLink: null,
            nextSession: null,
          },
        },
      },
    });
    renderWithApp(<CounsellorPage />, { route: '/counsellor', notifier });
    const card = await screen.findByRole('region', { name: 'Meena Iyer' });
    expect(within(card).getByText('Back at 9:30 AM IST tomorrow')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(card).queryByText('MI')).toBeNull();
    expect(within(card).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(within(card).getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(within(card).queryByText('Next session')).toBeNull();
  });

  it('says a counsellor will be assigned while none is', async () => {
    install({ [CARD]: { status: 200, data: { counsellor: null } } });
    const { container } = renderWithApp(<CounsellorPage />, { route: '/counsellor', notifier });
    expect(
      await screen.findByRole('heading', { name: 'Your counsellor will be assigned soon' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('offers to try again when the card cannot be read', async () => {
    const fake = install({ [CARD]: { status: 500, data: apiErrorBody('INTERNAL_SERVER_ERROR', 'boom') } });
    renderWithApp(<CounsellorPage />, { route: '/counsellor', notifier });
    expect(await screen.findByText('Your counsellor could not be loaded.')).toBeInTheDocument();
    const calls = fake.requests.length;
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(calls));
  });
});

describe('the compact card (dashboard)', () => {
  it('shows the buttons and leads to the counsellor page, without the hours', async () => {
    install({ [CARD]: { status: 200, data: { counsellor: meena } } });
    const { container } = renderWithApp(<CounsellorCard variant="compact" />, {
      route: '/dashboard',
      notifier,
    });
    const card = await screen.findByRole('region', { name: 'Meena Iyer' });
    expect(within(card).getByRole('link', { name: /^Call Meena Iyer/ })).toBeInTheDocument();
    expect(within(card).queryByText('Working hours')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Messages and details' })).toHaveAttribute(
      'href',
      '/counsellor',
    );
    expect(await seriousViolationsOf(container)).toEqual([]);
  });
});
