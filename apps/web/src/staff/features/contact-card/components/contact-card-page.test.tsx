import { COUNSELLOR_CARD_MESSAGES, type TContactCard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../../test/axe.ts';
import { apiErrorBody, installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { ContactCardPage } from './contact-card-page.tsx';

const EMPTY: TContactCard = {
  showSignInNumber: false,
  displayPhone: null,
  whatsappNumber: null,
  workingDays: [],
  hoursFrom: null,
  hoursTo: null,
  meetingLink: null,
  photoUrl: null,
  updatedAt: null,
};
const ME = { id: 7, name: 'Meena Iyer', mobileNumber: '9876500001', role: 'COUNSELLOR' };

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
  localStorage.clear();
});

const render = () => renderWithApp(<ContactCardPage />, { route: '/staff/contact-card' });

describe('My contact card (console)', { timeout: 30_000 }, () => {
  it('previews what students see as the fields change, and saves the card', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    fake = installFakeApi({
      'GET /api/staff/me': { status: 200, data: ME },
      'GET /api/staff/me/contact-card': { status: 200, data: EMPTY },
      'PUT /api/staff/me/contact-card': (request) => {
        saved.push(request.data);
        return {
          status: 200,
          data: { ...EMPTY, displayPhone: '9845012345', updatedAt: new Date().toISOString() },
        };
      },
    });
    const { container } = render();
    expect(screen.getByRole('status', { name: 'Loading your contact card' })).toBeInTheDocument();
    const phone = await screen.findByRole('textbox', { name: /Display phone/ });
    const preview = screen.getByRole('complementary', { name: 'What your students see' });
    expect(within(preview).getByText('MI')).toBeInTheDocument();
    expect(within(preview).queryByRole('link', { name: /^Call/ })).toBeNull();

    await user.type(phone, '98450 12345');
    expect(within(preview).getByRole('link', { name: /^Call Meena Iyer/ })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(within(preview).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919845012345',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '09:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), '18:00');
    expect(within(preview).getByText('Mon, 9:30 AM – 6:00 PM IST')).toBeInTheDocument();
    expect(await seriousViolationsOf(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save contact card' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      showSignInNumber: false,
      displayPhone: '98450 12345',
      whatsappNumber: null,
      workingDays: ['MON'],
      hoursFrom: '09:30',
      hoursTo: '18:00',
      meetingLink: null,
    });
  });

  it('keeps the sign-in number private unless ticked', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      'GET /api/staff/me': { status: 200, data: ME },
      'GET /api/staff/me/contact-card': { status: 200, data: EMPTY },
    });
    render();
    const show = await screen.findByRole('checkbox', { name: 'Show my sign-in number (+91 98765 00001)' });
    const preview = screen.getByRole('complementary', { name: 'What your students see' });
    expect(within(preview).queryByText(/98765 00001/)).toBeNull();
    await user.click(show);
    expect(screen.getByRole('textbox', { name: /Display phone/ })).toBeDisabled();
    expect(within(preview).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+919876500001');
  });

  it('refuses an http: link at its field before sending anything', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      'GET /api/staff/me': { status: 200, data: ME },
      'GET /api/staff/me/contact-card': { status: 200, data: EMPTY },
    });
    render();
    await user.type(
      await screen.findByRole('textbox', { name: /Meeting link/ }),
      'http://meet.example.com/x',
    );
    await user.click(screen.getByRole('button', { name: 'Save contact card' }));
    expect(screen.getByRole('textbox', { name: /Meeting link/ })).toHaveAccessibleDescription(
      expect.stringContaining(COUNSELLOR_CARD_MESSAGES.meetingLinkHttps),
    );
    expect(fake.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal at the field it names", async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      'GET /api/staff/me': { status: 200, data: ME },
      'GET /api/staff/me/contact-card': { status: 200, data: EMPTY },
      'PUT /api/staff/me/contact-card': {
        status: 400,
        data: {
          ...apiErrorBody('BAD_REQUEST', COUNSELLOR_CARD_MESSAGES.whatsappInvalid),
          errors: [{ path: 'whatsappNumber', message: COUNSELLOR_CARD_MESSAGES.whatsappInvalid }],
        },
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Save contact card' }));
    expect(await screen.findByText(COUNSELLOR_CARD_MESSAGES.whatsappInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /WhatsApp number/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
