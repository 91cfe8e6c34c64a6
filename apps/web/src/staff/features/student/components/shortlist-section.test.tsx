import { COURSE_SEARCH_MESSAGES, STAFF_MESSAGES, STAFF_REASON_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, type installFakeApi, type TFakeRequest } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi } from '../../../../test/signed-in-fake-api.ts';
import { courseOf, staffDetailOf } from '../test/shortlist-payment-application-fixtures.ts';
import { ShortlistSection } from './shortlist-section.tsx';

const shortlistEntry = (
  courseId: number,
  status: 'EXPERT_CHOICE' | 'STUDENT_CHOICE' | 'APPLIED' | 'NOT_ELIGIBLE',
  statusReason = '',
) => ({ courseId, status, statusReason, course: courseOf(courseId) });

const DETAIL = staffDetailOf({
  shortlist: [
    shortlistEntry(1, 'EXPERT_CHOICE'),
    shortlistEntry(2, 'STUDENT_CHOICE'),
    shortlistEntry(3, 'APPLIED'),
    shortlistEntry(4, 'NOT_ELIGIBLE', 'Needs a first-class degree.'),
  ],
});

const shortlistResult = (courseId: number, status: string, statusReason = '') => ({
  status: 200,
  data: {
    id: courseId,
    studentId: 41,
    courseId,
    status,
    createdBy: 3,
    createdByRole: 'COUNSELLOR',
    statusReason,
    changed: true,
  },
});

let fake: ReturnType<typeof installFakeApi>;
const { notifier, install } = signedInFakeApi();

function renderSection(routes: Parameters<typeof installFakeApi>[0] = {}, detail = DETAIL) {
  fake = install(routes);
  return renderWithApp(<ShortlistSection detail={detail} />, { notifier });
}

const entryOf = (courseName: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(courseName, { selector: 'p' }));
  if (!item) throw new Error(`No entry for ${courseName}`);
  return within(item);
};
const puts = () => fake.requests.filter((request: TFakeRequest) => request.method === 'PUT');

describe('Shortlist section (staff student page)', { timeout: 20_000 }, () => {
  it('is the #shortlist region with each entry, its status and the NOT_ELIGIBLE reason', () => {
    renderSection();
    const region = screen.getByRole('region', { name: 'Shortlist' });
    expect(region).toHaveAttribute('id', 'shortlist');
    expect(entryOf('MSc Course 1').getByText('Expert choice')).toBeInTheDocument();
    expect(entryOf('MSc Course 1').getByText('University 1, UK')).toBeInTheDocument();
    expect(entryOf('MSc Course 2').getByText("Student's choice")).toBeInTheDocument();
    expect(entryOf('MSc Course 3').getByText('Applied')).toBeInTheDocument();
    expect(entryOf('MSc Course 4').getByText('Not eligible')).toBeInTheDocument();
    expect(entryOf('MSc Course 4').getByText('Reason: Needs a first-class degree.')).toBeInTheDocument();
  });

  it.each([
    ['MSc Course 1', ['Mark not eligible']],
    ['MSc Course 2', ['Mark as expert choice', 'Mark not eligible']],
    ['MSc Course 3', []],
    ['MSc Course 4', ['Mark as expert choice']],
  ])('offers %s the buttons %j (an applied entry none)', (courseName, buttons) => {
    renderSection();
    const names = entryOf(courseName)
      .queryAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(buttons);
  });

  it('says when nothing is shortlisted', () => {
    renderSection({}, staffDetailOf());
    expect(screen.getByText(/Nothing shortlisted yet/)).toBeInTheDocument();
  });

  it('Mark not eligible asks for a reason: an empty one is refused and sends nothing', async () => {
    renderSection();
    await userEvent.click(entryOf('MSc Course 1').getByRole('button', { name: 'Mark not eligible' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark MSc Course 1 not eligible' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark not eligible' }));
    expect(dialog.getByText(STAFF_REASON_MESSAGES.notEligibleReasonRequired)).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('Mark not eligible sends the reason once, toasts and closes the dialog', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderSection({
      'PUT /api/staff/students/41/shortlist/1': async () => {
        await answered;
        return shortlistResult(1, 'NOT_ELIGIBLE', 'No IELTS');
      },
    });
    await userEvent.click(entryOf('MSc Course 1').getByRole('button', { name: 'Mark not eligible' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), ' No IELTS ');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Mark not eligible' }));
    answer();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Marked not eligible.'));
    expect(puts().map((request) => request.data)).toEqual([{ status: 'NOT_ELIGIBLE', reason: 'No IELTS' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('after Mark not eligible, the focus goes to the course (its button is gone), not to <body>', async () => {
    const view = renderSection({
      'PUT /api/staff/students/41/shortlist/2': shortlistResult(2, 'NOT_ELIGIBLE', 'No IELTS'),
    });
    await userEvent.click(entryOf('MSc Course 2').getByRole('button', { name: 'Mark not eligible' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'No IELTS');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark not eligible' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page reads the student again (the section's detail prop) and the entry has no such button now.
    const [first, , third, fourth] = DETAIL.shortlist;
    view.rerender(
      <ShortlistSection
        detail={{
          ...DETAIL,
          shortlist: [
            first,
            shortlistEntry(2, 'NOT_ELIGIBLE', 'No IELTS'),
            third,
            fourth,
          ] as typeof DETAIL.shortlist,
        }}
      />,
    );
    expect(entryOf('MSc Course 2').queryByRole('button', { name: 'Mark not eligible' })).toBeNull();
    await waitFor(() => expect(entryOf('MSc Course 2').getByText('MSc Course 2')).toHaveFocus());
  });

  it('shows the server refusal inside the dialog and keeps it open', async () => {
    renderSection({
      'PUT /api/staff/students/41/shortlist/2': {
        status: 409,
        data: apiErrorBody('CONFLICT', STAFF_MESSAGES.appliedLocked),
      },
    });
    await userEvent.click(entryOf('MSc Course 2').getByRole('button', { name: 'Mark not eligible' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Too late');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark not eligible' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.appliedLocked);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Mark as expert choice on a NOT_ELIGIBLE entry sends once, even on a double click', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderSection({
      'PUT /api/staff/students/41/shortlist/4': async () => {
        await answered;
        return shortlistResult(4, 'EXPERT_CHOICE');
      },
    });
    await userEvent.dblClick(entryOf('MSc Course 4').getByRole('button', { name: 'Mark as expert choice' }));
    answer();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Marked as expert choice.'));
    expect(puts().map((request) => [request.url, request.data])).toEqual([
      ['/api/staff/students/41/shortlist/4', { status: 'EXPERT_CHOICE', reason: '' }],
    ]);
  });

  it('shows a refusal beside the entry (409: the student applied meanwhile)', async () => {
    renderSection({
      'PUT /api/staff/students/41/shortlist/2': {
        status: 409,
        data: apiErrorBody('CONFLICT', STAFF_MESSAGES.appliedLocked),
      },
    });
    await userEvent.click(entryOf('MSc Course 2').getByRole('button', { name: 'Mark as expert choice' }));
    expect(await entryOf('MSc Course 2').findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.appliedLocked);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('Shortlist section: catalogue search', { timeout: 20_000 }, () => {
  const searchRoute = (request: TFakeRequest) => {
    const q = (request.params as { q?: string }).q;
    const content = q === 'manchester' ? [courseOf(1), courseOf(9, { name: 'MSc Data Science' })] : [];
    return {
      status: 200,
      data: { content, page: 1, size: 10, totalElements: content.length, totalPages: 1 },
    };
  };

  it('says why a short text is not searched and sends nothing', async () => {
    renderSection({ 'POST /api/course/filter': searchRoute });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'ab');
    expect(await screen.findByText(COURSE_SEARCH_MESSAGES.tooShort)).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('searches the whole catalogue once typing pauses and adds a course as expert choice', async () => {
    renderSection({
      'POST /api/course/filter': searchRoute,
      'PUT /api/staff/students/41/shortlist/9': () => shortlistResult(9, 'EXPERT_CHOICE'),
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'manchester');
    const results = within(await screen.findByRole('list', { name: 'Catalogue results' }));
    const searches = fake.requests.filter((request) => request.url === '/api/course/filter');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.data).toEqual({ course_category: [], country: [], studyLevel: '' });
    expect(searches[0]?.params).toMatchObject({ q: 'manchester', pageNumber: 1 });
    // Course 1 is already the expert's choice: nothing to add.
    const items = results.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('On the shortlist: Expert choice')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    const add = within(items[1] as HTMLElement).getByRole('button', {
      name: 'Add as expert choice: MSc Data Science',
    });
    await userEvent.click(add);
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Marked as expert choice.'));
    expect(puts().map((request) => [request.url, request.data])).toEqual([
      ['/api/staff/students/41/shortlist/9', { status: 'EXPERT_CHOICE', reason: '' }],
    ]);
  });

  it("shows each result's start date as the student's card does", async () => {
    renderSection({
      'POST /api/course/filter': () => ({
        status: 200,
        data: {
          content: [
            courseOf(3, { overview: 'Key facts\nStart date: January 2028', intake: 'January 2028' }),
            courseOf(4, { overview: 'No date here.', intake: 'September 2028' }),
          ],
          page: 1,
          size: 10,
          totalElements: 2,
          totalPages: 1,
        },
      }),
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'manchester');
    const results = within(await screen.findByRole('list', { name: 'Catalogue results' }));
    const [first, second] = results.getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(/Start Date: January 2028/)).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText(/Start Date: September 2028/)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderSection({ 'POST /api/course/filter': searchRoute });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'zzzz');
    expect(await screen.findByText('No course matches “zzzz”.')).toBeInTheDocument();
  });
});
