import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studentDetail } from '../test/staff-student-fixtures.ts';
import { fieldValue, renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const COMPLETE = '/api/staff/students/7/counselling/complete';

describe('counselling section', { timeout: 20_000 }, () => {
  it('shows the booking and marks it completed with a note', async () => {
    let detail = studentDetail();
    const page = renderStudentPage({
      detail: () => ({ status: 200, data: detail }),
      routes: {
        [`POST ${COMPLETE}`]: (request) => {
          const { note } = request.data as { note: string };
          detail = studentDetail({
            counselling: {
              status: 'COMPLETED',
              completedAt: '2026-11-26T10:30:00.000Z',
              completionNote: note,
            },
            isCounsellingCompleted: true,
          });
          return { status: 200, data: detail.counselling };
        },
      },
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Counselling');
    expect(fieldValue(section, 'Date')).toBe('Thu, 26 Nov 2026');
    expect(fieldValue(section, 'Time')).toBe('3:30 PM IST');
    // The topics' words, not their stored ids.
    expect(fieldValue(section, 'Topics')).toBe('Course selection, Scholarships and funding');
    expect(fieldValue(section, 'Status')).toBe('Booked');
    await page.user.click(section.getByRole('button', { name: 'Mark completed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark session completed' }));
    await page.user.type(
      dialog.getByRole('textbox', { name: 'Note (optional)' }),
      'Shortlisted 3 UK courses.',
    );
    await page.user.dblClick(dialog.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.requestsTo('POST', COMPLETE).map((request) => request.data)).toEqual([
      { note: 'Shortlisted 3 UK courses.' },
    ]);
    expect(await section.findByText('Shortlisted 3 UK courses.')).toBeInTheDocument();
    expect(fieldValue(section, 'Status')).toBe('Completed');
    expect(section.getByText('Completed 26 Nov 2026, 4:00 PM IST')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Mark completed' })).toBeNull();
    // The button pressed is gone: the focus goes to the completion it made, not to <body>.
    await waitFor(() =>
      expect(document.activeElement).toBe(section.getByText('Shortlisted 3 UK courses.').parentElement),
    );
  });

  it('says so when the student never booked, and offers nothing to complete', async () => {
    const page = renderStudentPage({ detail: studentDetail({ counselling: null }) });
    restore = page.fake.restore;
    const section = await sectionNamed('Counselling');
    expect(section.getByText('The student has not booked a counselling session.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Mark completed' })).toBeNull();
  });

  it('a completed session without a note says so', async () => {
    const page = renderStudentPage({
      detail: studentDetail({
        counselling: { status: 'COMPLETED', completedAt: '2026-11-26T10:30:00.000Z' },
        isCounsellingCompleted: true,
      }),
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Counselling');
    expect(section.getByText('No note was left.')).toBeInTheDocument();
  });
});
