import { APPLICATION_STATUSES, type TApplicationStatus } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { studentProfileOf as profileOf } from '../../../test/student-profile.ts';
import { applicationOf, documentsOf, listItemOf } from '../journey-fixtures.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { JourneyPage } from './journey-page.tsx';
import { ok, setUpJourneyTests } from './journey-test-kit.ts';

const kit = setUpJourneyTests();

const serveOne = (status: TApplicationStatus, id = 1) =>
  kit.serve({
    'GET /api/application': ok([listItemOf(id, status)]),
    [`GET /api/application/${id}`]: ok(applicationOf(id, status)),
    'GET /application/document/all': ok(documentsOf({ applicationId: id, status })),
  });
const open = (route: string) => renderWithApp(<JourneyPage />, { route, notifier: kit.notifier });
const location = () => screen.getByTestId('location').textContent;

describe('Application journey page', { timeout: 20_000 }, () => {
  it('shows the breadcrumb, Back to the dashboard and the four steps with the current one marked', async () => {
    serveOne('APPLIED');
    open('/application-journey?applicationId=1&step=1');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Applications' })).toBeInTheDocument();
    expect(within(breadcrumb).getByText('New Application')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    const steps = ['Essential Docs', 'Additional Docs', 'Conditional Offer', 'Unconditional Offer'];
    for (const name of steps) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Additional Docs' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Essential Docs' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('Course 1, University 1')).toBeInTheDocument();
  });

  it('without any application says so and leads to the shortlist', async () => {
    kit.serve({ 'GET /api/application': ok([]) });
    open('/application-journey');
    expect(await screen.findByText(JOURNEY_TEXTS.noApplication)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shortlisted courses' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
  });

  // A WITHDRAWN application shows no offer view (see 'an opted-out application' below).
  const offerCases = APPLICATION_STATUSES.filter((status) => status !== 'WITHDRAWN').flatMap((status) => [
    {
      status,
      step: 2,
      heading: ['CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED'].includes(status)
        ? 'Congrats, Asha! Conditional Offer Received!'
        : 'Not Yet, Asha!',
    },
    {
      status,
      step: 3,
      heading:
        status === 'UNCONDITIONAL_OFFER_RECEIVED'
          ? 'Congrats, Asha! Unconditional Offer Received!'
          : 'Not Yet, Asha!',
    },
  ]);
  it.each(offerCases)(
    '$status at step $step shows "$heading" (§4 Offer stages)',
    async ({ status, step, heading }) => {
      serveOne(status);
      open(`/application-journey?applicationId=1&step=${step}`);
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      if (heading.startsWith('Not Yet')) {
        expect(
          screen.getByText("Your journey isn't over! Hang tight! Keep checking your dashboard for updates."),
        ).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      } else {
        expect(screen.getByRole('button', { name: 'Download Your Offer!' })).toBeInTheDocument();
      }
      if (heading.startsWith('Congrats, Asha! Conditional')) {
        expect(
          screen.getByText(
            "Great job! You've got a conditional offer! Fulfill the requirements to unlock your place!",
          ),
        ).toBeInTheDocument();
      }
      if (heading.includes('Unconditional')) {
        expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
      }
    },
  );

  it('re-reads the status whenever the step changes, and keeps the step in the address', async () => {
    let status: TApplicationStatus = 'UNDER_REVIEW';
    kit.serve({
      'GET /api/application': ok([listItemOf(1, 'UNDER_REVIEW')]),
      'GET /api/application/1': () => ok(applicationOf(1, status)),
      'GET /application/document/all': ok(documentsOf()),
    });
    open('/application-journey?applicationId=1&step=2');
    expect(await screen.findByRole('heading', { name: 'Not Yet, Asha!' })).toBeInTheDocument();
    const reads = () => kit.requestsTo('GET', '/api/application/1').length;
    const before = reads();
    status = 'CONDITIONAL_OFFER_RECEIVED'; // staff moved it meanwhile
    await userEvent.click(screen.getByRole('button', { name: 'Unconditional Offer' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(location()).toBe('/application-journey?applicationId=1&step=3');
    await userEvent.click(screen.getByRole('button', { name: 'Conditional Offer' }));
    expect(
      await screen.findByRole('heading', { name: 'Congrats, Asha! Conditional Offer Received!' }),
    ).toBeInTheDocument();
    expect(reads()).toBe(before + 2);
  });

  it('with several applications offers a select "Application" naming each course', async () => {
    kit.serve({
      'GET /api/application': ok([listItemOf(2, 'CONDITIONAL_OFFER_RECEIVED'), listItemOf(1)]),
      'GET /api/application/1': ok(applicationOf(1)),
      'GET /api/application/2': ok(applicationOf(2, 'CONDITIONAL_OFFER_RECEIVED')),
      'GET /application/document/all': ok(documentsOf()),
    });
    sessionStorage.setItem('applicationId', '1'); // the tab applied to course 1 last
    open('/application-journey?step=2');
    const select = await screen.findByRole('combobox', { name: 'Application' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Course 2, University 2 (Conditional Offer Received)',
      'Course 1, University 1 (Application Submitted)',
    ]);
    expect(select).toHaveValue('1');
    expect(await screen.findByRole('heading', { name: 'Not Yet, Asha!' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '2');
    expect(
      await screen.findByRole('heading', { name: 'Congrats, Asha! Conditional Offer Received!' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/application-journey?applicationId=2&step=2');
  });

  it('without an address or a session id shows the newest application; the name falls back to the profile', async () => {
    sessionStorage.removeItem('userName');
    kit.serve({
      'GET /api/application': ok([listItemOf(5, 'UNCONDITIONAL_OFFER_RECEIVED'), listItemOf(4)]),
      'GET /api/application/5': ok(applicationOf(5, 'UNCONDITIONAL_OFFER_RECEIVED')),
      'GET /api/student-profiles': ok({ ...profileOf(), fullName: 'Meera' }),
    });
    open('/application-journey?step=3');
    expect(
      await screen.findByRole('heading', { name: 'Congrats, Meera! Unconditional Offer Received!' }),
    ).toBeInTheDocument();
  });

  describe('an opted-out (WITHDRAWN) application', () => {
    it.each([0, 1, 2, 3])(
      'named by the address, step %i says so read-only and leads to Applied Courses',
      async (step) => {
        serveOne('WITHDRAWN');
        open(`/application-journey?applicationId=1&step=${step}`);
        expect(await screen.findByText('You opted out of this application.')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Go to Applied Courses' })).toHaveAttribute(
          'href',
          '/applied-courses',
        );
        await waitFor(() => expect(kit.requestsTo('GET', '/api/application/1')).toHaveLength(1));
        expect(screen.queryByRole('heading', { name: /Not Yet|Congrats/ })).toBeNull();
        expect(screen.queryByRole('button', { name: /Upload|Replace|Remove|Add other document/ })).toBeNull();
        expect(screen.queryByRole('link', { name: 'Open your profile' })).toBeNull();
        expect(kit.requestsTo('GET', '/application/document/all')).toHaveLength(0);
      },
    );

    it('is not the default: the session’s withdrawn id gives way to the newest live one', async () => {
      kit.serve({
        'GET /api/application': ok([listItemOf(3, 'WITHDRAWN'), listItemOf(2), listItemOf(1)]),
        'GET /api/application/2': ok(applicationOf(2)),
        'GET /application/document/all': ok(documentsOf({ applicationId: 2 })),
      });
      sessionStorage.setItem('applicationId', '3'); // the tab applied to course 3, then opted out
      open('/application-journey?step=2');
      const select = await screen.findByRole('combobox', { name: 'Application' });
      expect(select).toHaveValue('2');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Course 2, University 2 (Application Submitted)',
        'Course 1, University 1 (Application Submitted)',
      ]);
      expect(await screen.findByRole('heading', { name: 'Not Yet, Asha!' })).toBeInTheDocument();
    });

    it('is listed in the chooser only while it is the one shown', async () => {
      kit.serve({
        'GET /api/application': ok([listItemOf(3, 'WITHDRAWN'), listItemOf(2)]),
        'GET /api/application/3': ok(applicationOf(3, 'WITHDRAWN')),
      });
      open('/application-journey?applicationId=3&step=2');
      const select = await screen.findByRole('combobox', { name: 'Application' });
      expect(select).toHaveValue('3');
      expect(
        within(select).getByRole('option', { name: 'Course 3, University 3 (Withdrawn)' }),
      ).toBeInTheDocument();
      expect(screen.getByText('You opted out of this application.')).toBeInTheDocument();
    });

    it('with only withdrawn applications, says there is none and leads to the shortlist', async () => {
      kit.serve({ 'GET /api/application': ok([listItemOf(3, 'WITHDRAWN')]) });
      sessionStorage.setItem('applicationId', '3');
      open('/application-journey');
      expect(await screen.findByText(JOURNEY_TEXTS.noApplication)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Shortlisted courses' })).toHaveAttribute(
        'href',
        '/shortlisted',
      );
      expect(kit.requestsTo('GET', '/api/application/3')).toHaveLength(0);
    });
  });
});
