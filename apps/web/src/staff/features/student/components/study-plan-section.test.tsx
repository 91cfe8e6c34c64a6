import { waitFor, type within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFakeReply } from '../../../../test/fake-api.ts';
import { apiErrorBody } from '../../../../test/fake-api.ts';
import { renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';
import { studentPlan, unregisteredPlan } from '../test/student-plan-fixtures.ts';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const PLAN_URL = 'GET /api/staff/students/7/plan';
const answerOf = (section: ReturnType<typeof within>, label: string) => {
  const item = section.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
  return [...item.querySelectorAll('dd')].map((dd) => dd.textContent);
};

describe('Study plan on the staff student page', { timeout: 20_000 }, () => {
  it('comes first, with each answer and the day it last changed', async () => {
    const page = renderStudentPage();
    restore = page.fake.restore;
    const plan = await sectionNamed('Study plan');
    await waitFor(() =>
      expect(plan.getByText('Preferred countries', { selector: 'dt' })).toBeInTheDocument(),
    );
    expect(answerOf(plan, 'Preferred countries')).toEqual(['UK, Canada', 'changed on or before 21 Oct 2026']);
    expect(answerOf(plan, 'Funding path')).toEqual(['Education Loan', 'changed 3 Nov 2026']);
    expect(answerOf(plan, 'Language test score')).toEqual(['7.5', 'changed on or before 21 Oct 2026']);
    expect(plan.getAllByRole('term')).toHaveLength(10);
    // No photo: the monogram, named for screen readers.
    expect(plan.getByRole('img', { name: 'Photo of Asha Rao' })).toHaveTextContent('AR');
  });

  it('shows the photo when the student has one', async () => {
    const page = renderStudentPage({
      routes: {
        [PLAN_URL]: { status: 200, data: studentPlan({ photoUrl: '/api/staff/students/7/photo' }) },
        'GET /api/staff/students/7/photo': {
          status: 200,
          data: { contentType: 'image/png', base64String: 'iVBORw0K' },
        },
      },
    });
    restore = page.fake.restore;
    const plan = await sectionNamed('Study plan');
    const photo = await plan.findByRole('img', { name: 'Photo of Asha Rao' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', 'data:image/png;base64,iVBORw0K');
  });

  it('says so when the student has not registered yet', async () => {
    const page = renderStudentPage({ routes: { [PLAN_URL]: { status: 200, data: unregisteredPlan() } } });
    restore = page.fake.restore;
    const plan = await sectionNamed('Study plan');
    expect(
      await plan.findByText('Not registered yet: the student has not sent the registration form.'),
    ).toBeInTheDocument();
    expect(plan.queryAllByRole('term')).toHaveLength(0);
  });

  it('holds its place with a skeleton while loading, then a retry when the read fails', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    const page = renderStudentPage({
      routes: { [PLAN_URL]: () => new Promise<TFakeReply>((resolve) => (answer = resolve)) },
    });
    restore = page.fake.restore;
    const plan = await sectionNamed('Study plan');
    expect(plan.getByRole('status', { name: 'Loading the study plan…' })).toBeInTheDocument();
    answer({ status: 403, data: apiErrorBody('FORBIDDEN', 'Staff only.') });
    expect(await plan.findByText('The study plan could not be loaded.')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
