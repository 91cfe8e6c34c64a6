import { notifications } from '@mantine/notifications';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  isWithdrawableStatus,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeApplication } from '../application-fixtures.ts';
import { AppliedCoursesPage } from './applied-courses-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => {
  fake?.restore();
  notifications.clean();
});

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const cardOf = (name: string) => within(screen.getByRole('article', { name }));
const listGets = () => fake.requests.filter((r) => r.method === 'GET' && r.url === '/api/application');

function renderPage(routes: Parameters<typeof installFakeApi>[0]) {
  fake = installFakeApi(routes);
  return renderWithApp(<AppliedCoursesPage />, { route: '/applied-courses' });
}

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('Applied Courses page (§2)', { timeout: 20_000 }, () => {
  it('shows the breadcrumb, Back, one card per application with its status, bar and actions', async () => {
    renderPage({
      'GET /api/application': ok([
        makeApplication(7, 'CONDITIONAL_OFFER_RECEIVED', 'MSc Data Science'),
        makeApplication(3, 'APPLIED', 'MBA'),
      ]),
    });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(breadcrumb.getByText('Applied Courses')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Applied Courses' })).toBeInTheDocument();

    await screen.findByRole('article', { name: 'MSc Data Science' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const card = cardOf('MSc Data Science');
    expect(card.getByText('University 7')).toBeInTheDocument();
    expect(card.getByText('Conditional Offer Received')).toBeInTheDocument();
    expect(
      card.getByRole('progressbar', { name: 'Application progress of MSc Data Science' }),
    ).toHaveAttribute('aria-valuenow', '3');
    expect(card.getByRole('link', { name: 'Conditional Offer' })).toHaveAttribute(
      'href',
      '/application-journey?applicationId=7&step=2',
    );
    expect(card.getByRole('button', { name: 'Opt Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Another Course' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
  });

  it.each(
    APPLICATION_STATUSES.map((status) => ({
      status,
      hasJourney: status !== 'WITHDRAWN',
      hasOptOut: isWithdrawableStatus(status),
      // A withdrawn one's step is no progress: only its status line.
      hasBar: status !== 'WITHDRAWN',
    })),
  )(
    '$status: status line, progress bar $hasBar, Conditional Offer $hasJourney, Opt Out $hasOptOut',
    async ({ status, hasJourney, hasOptOut, hasBar }) => {
      renderPage({ 'GET /api/application': ok([makeApplication(1, status)]) });
      await screen.findByRole('article', { name: 'Course 1' });
      const card = cardOf('Course 1');
      expect(card.getByText(APPLICATION_STATUS_LABELS[status])).toBeInTheDocument();
      expect(card.queryAllByRole('link', { name: 'Conditional Offer' })).toHaveLength(hasJourney ? 1 : 0);
      expect(card.queryAllByRole('button', { name: 'Opt Out' })).toHaveLength(hasOptOut ? 1 : 0);
      expect(card.queryAllByRole('progressbar')).toHaveLength(hasBar ? 1 : 0);
    },
  );

  it.each([
    { status: 'APPLIED', step: 0, says: 'No offer yet: opens Essential Docs' },
    { status: 'UNDER_REVIEW', step: 0, says: 'No offer yet: opens Essential Docs' },
    { status: 'REJECTED', step: 0, says: 'No offer yet: opens Essential Docs' },
    { status: 'CONDITIONAL_OFFER_RECEIVED', step: 2, says: 'Opens your conditional offer' },
    { status: 'UNCONDITIONAL_OFFER_RECEIVED', step: 3, says: 'Opens your unconditional offer' },
  ] as const)(
    '$status: Conditional Offer says "$says" and opens step $step (§4)',
    async ({ status, step, says }) => {
      renderPage({ 'GET /api/application': ok([makeApplication(5, status)]) });
      await screen.findByRole('article', { name: 'Course 5' });
      const link = cardOf('Course 5').getByRole('link', { name: 'Conditional Offer' });
      expect(link).toHaveAttribute('href', `/application-journey?applicationId=5&step=${step}`);
      expect(link).toHaveAccessibleDescription(says);
      expect(cardOf('Course 5').getByText(says)).toBeVisible();
      // Only a received offer gets the solid (primary) button: before it, it is no call to action.
      expect(link).toHaveAttribute('data-variant', step === 0 ? 'light' : 'filled');
    },
  );

  it.each([
    ['UNCONDITIONAL_OFFER_RECEIVED', true],
    ['CONDITIONAL_OFFER_RECEIVED', false],
    ['APPLIED', false],
  ] as const)('%s: a "What happens next" link past the offer only (%s)', async (status, hasLink) => {
    renderPage({ 'GET /api/application': ok([makeApplication(7, status)]) });
    await screen.findByRole('article', { name: 'Course 7' });
    const links = cardOf('Course 7').queryAllByRole('link', { name: 'What happens next' });
    expect(links).toHaveLength(hasLink ? 1 : 0);
    if (hasLink) expect(links[0]).toHaveAttribute('href', '/post-offer?application=7');
  });

  it('Opt Out asks first; Keep application changes nothing, Yes, opt out withdraws, toasts and reloads', async () => {
    let status: 'APPLIED' | 'WITHDRAWN' = 'APPLIED';
    renderPage({
      'GET /api/application': () => ok([makeApplication(4, status, 'MBA')]),
      'POST /api/application/4/withdraw': () => {
        status = 'WITHDRAWN';
        const { id, courseId, statusLabel, step } = makeApplication(4, 'WITHDRAWN');
        return ok({ id, courseId, status, statusLabel, step });
      },
    });
    const optOut = await screen.findByRole('button', { name: 'Opt Out' });
    await userEvent.click(optOut);
    const dialog = await screen.findByRole('dialog', { name: 'Opt out of MBA?' });
    expect(within(dialog).getByRole('button', { name: 'Keep application' })).toHaveFocus();
    // Nothing has happened yet: the dialog says what will.
    expect(
      within(dialog).getByText(/Your application to this course will be withdrawn\./),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(optOut);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Opt out of MBA?' })).getByRole('button', {
        name: 'Yes, opt out',
      }),
    );
    expect(await screen.findByText(APPLICATION_MESSAGES.withdrawn('MBA'))).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(cardOf('MBA').getByText('Withdrawn')).toBeInTheDocument());
    expect(listGets()).toHaveLength(2);
    expect(cardOf('MBA').queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'MBA' })).toHaveFocus();
  });

  it("toasts the server's reason when Opt Out is refused", async () => {
    renderPage({
      'GET /api/application': ok([makeApplication(4, 'APPLIED', 'MBA')]),
      'POST /api/application/4/withdraw': {
        status: 409,
        data: apiErrorBody('CONFLICT', APPLICATION_MESSAGES.withdrawNotAllowed),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Opt Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, opt out' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.withdrawNotAllowed)).toBeInTheDocument();
  });

  it('leads to the shortlist when there is no application', async () => {
    renderPage({ 'GET /api/application': ok([]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shortlisted courses' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    expect(screen.queryByRole('link', { name: 'Apply Another Course' })).toBeNull();
  });

  it('shows skeletons while loading, and a failure inline with a retry', async () => {
    let calls = 0;
    renderPage({
      'GET /api/application': () => {
        calls += 1;
        return calls === 1 ? { status: 404, data: {} } : ok([makeApplication(1)]);
      },
    });
    expect(screen.getByRole('status', { name: 'Loading your applications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Course 1' })).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    const axe = (await import('axe-core')).default;
    const { container } = renderPage({
      'GET /api/application': ok([makeApplication(1), makeApplication(2, 'WITHDRAWN')]),
    });
    await screen.findByRole('article', { name: 'Course 1' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
