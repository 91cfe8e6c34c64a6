import type { TNextAction } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeCards } from '../dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake?.restore());

const REUPLOAD: TNextAction = {
  kind: 'REUPLOAD_DOCUMENT',
  actor: 'STUDENT',
  text: 'Re-upload your SSC (10th): The scan is blurred.',
  target: { page: 'PROFILE', section: null, documentType: 'SSC' },
};
const WAITING: TNextAction = {
  kind: 'AWAIT_APPLICATION_DECISION',
  actor: 'UNIVERSITY',
  text: 'Nothing to do for now: the university is considering your application to MSc Finance.',
  target: { page: 'APPLICATION_JOURNEY', applicationId: 5, step: 1 },
};

function renderDashboard(reply: TFakeReply | (() => Promise<TFakeReply>)) {
  fake = installFakeApi({ 'GET /api/dashboard': reply });
  return renderWithApp(<DashboardPage />, { route: '/dashboard' });
}

describe('"What to do next" on the dashboard', { timeout: 20_000 }, () => {
  it('says the student’s next step in one sentence, with one link to where it is done', async () => {
    const { container } = renderDashboard({ status: 200, data: makeCards({ nextAction: REUPLOAD }) });
    const region = within(await screen.findByRole('region', { name: 'Your next step' }));
    expect(region.getByText(REUPLOAD.text)).toBeInTheDocument();
    const links = region.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Open My Profile');
    expect(links[0]).toHaveAttribute('href', '/profile?document=SSC');
    // It comes before the cards.
    const [banner] = screen.getAllByRole('heading', { level: 2 });
    expect(banner).toHaveTextContent('Your next step');
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('while the student waits on someone else, says what for and who acts, under another heading', async () => {
    const { container } = renderDashboard({ status: 200, data: makeCards({ nextAction: WAITING }) });
    const region = within(await screen.findByRole('region', { name: 'Where things stand' }));
    expect(region.getByText(WAITING.text)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Open your application' })).toHaveAttribute(
      'href',
      '/application-journey?applicationId=5&step=1',
    );
    expect(screen.queryByRole('region', { name: 'Your next step' })).toBeNull();
    expect(await seriousViolationsOf(container)).toEqual([]);
  });

  it('with nothing to do and nothing to wait for, there is no banner', async () => {
    renderDashboard({ status: 200, data: makeCards({ nextAction: null }) });
    await screen.findByRole('article', { name: 'Profile Status' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('holds the banner’s place with a skeleton of the same box while loading, hidden from screen readers', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    const { container } = renderDashboard(() => new Promise<TFakeReply>((resolve) => (answer = resolve)));
    const skeleton = container.querySelector('.next-action[data-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    answer({ status: 200, data: makeCards({ nextAction: REUPLOAD }) });
    const region = await screen.findByRole('region', { name: 'Your next step' });
    expect(region).toHaveClass('next-action');
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });
});
