import { STAFF_NOTE_MAX_LENGTH, STAFF_NOTE_MESSAGES, type TStaffNote } from '@portal/contract';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { note, pageOf } from '../test/staff-student-fixtures.ts';
import { renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const NOTES = '/api/staff/students/7/notes';

/** The page over a notes store: GET answers it newest first (two per page), POST adds to it. */
function renderWithNotes(initial: TStaffNote[]) {
  const notes = [...initial];
  const page = renderStudentPage({
    routes: {
      [`GET ${NOTES}`]: (request) => {
        const { pageNumber } = request.params as { pageNumber: number };
        const content = notes.slice((pageNumber - 1) * 2, pageNumber * 2);
        return { status: 200, data: pageOf(content, pageNumber, Math.ceil(notes.length / 2)) };
      },
      [`POST ${NOTES}`]: (request) => {
        const added = note(
          100 + notes.length,
          (request.data as { body: string }).body,
          '2026-11-25T09:00:00.000Z',
        );
        notes.unshift(added);
        return { status: 201, data: added };
      },
    },
  });
  restore = page.fake.restore;
  return page;
}

describe('notes section', { timeout: 20_000 }, () => {
  it('says who sees the notes and lists them newest first with author and time', async () => {
    const page = renderWithNotes([
      note(2, 'Called about the IELTS date.', '2026-11-24T06:00:00.000Z'),
      note(1, 'Prefers UK universities.', '2026-11-20T04:30:00.000Z'),
    ]);
    const section = await sectionNamed('Notes');
    expect(section.getByText('Only staff see these notes.')).toBeInTheDocument();
    const items = within(await section.findByRole('list', { name: 'Notes, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Priya Nair · 24 Nov 2026, 11:30 AM ISTCalled about the IELTS date.',
      'Priya Nair · 20 Nov 2026, 10:00 AM ISTPrefers UK universities.',
    ]);
    expect(page.requestsTo('GET', NOTES)[0]?.params).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('adds a note once however often Add note is pressed, then shows it first', async () => {
    const page = renderWithNotes([note(1, 'Prefers UK universities.')]);
    const section = await sectionNamed('Notes');
    const textbox = section.getByRole('textbox', { name: 'New note' });
    await page.user.type(textbox, '  Wants a January intake.  ');
    await page.user.dblClick(section.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(textbox).toHaveValue(''));
    expect(page.requestsTo('POST', NOTES).map((request) => request.data)).toEqual([
      { body: 'Wants a January intake.' },
    ]);
    expect(await section.findByText('Wants a January intake.')).toBeInTheDocument();
    expect(page.notifier.success).toHaveBeenCalledWith('Note added.');
  });

  it.each([
    ['an empty note', '   ', STAFF_NOTE_MESSAGES.bodyRequired],
    ['a note with control characters', 'bad\u0007bell', STAFF_NOTE_MESSAGES.bodyUnsafe],
  ])('refuses %s at the field and sends nothing', async (_name, text, message) => {
    const page = renderWithNotes([]);
    const section = await sectionNamed('Notes');
    expect(await section.findByText('No notes yet.')).toBeInTheDocument();
    const textbox = section.getByRole('textbox', { name: 'New note' });
    fireEvent.change(textbox, { target: { value: text } });
    await page.user.click(section.getByRole('button', { name: 'Add note' }));
    expect(await section.findByText(message)).toBeInTheDocument();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(page.requestsTo('POST', NOTES)).toEqual([]);
  });

  it(`keeps a pasted note over ${STAFF_NOTE_MAX_LENGTH} characters whole, says so and sends nothing`, async () => {
    const page = renderWithNotes([]);
    const section = await sectionNamed('Notes');
    const textbox = section.getByRole('textbox', { name: 'New note' });
    const long = 'a'.repeat(STAFF_NOTE_MAX_LENGTH + 1);
    await page.user.click(textbox);
    await page.user.paste(long);
    expect(textbox).toHaveValue(long);
    await page.user.click(section.getByRole('button', { name: 'Add note' }));
    expect(await section.findByText(STAFF_NOTE_MESSAGES.bodyTooLong)).toBeInTheDocument();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(page.requestsTo('POST', NOTES)).toEqual([]);
  });

  it('pages with Previous and Next', async () => {
    const page = renderWithNotes([note(3, 'Third'), note(2, 'Second'), note(1, 'First')]);
    const section = await sectionNamed('Notes');
    expect(await section.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.user.click(section.getByRole('button', { name: 'Next' }));
    expect(await section.findByText('First')).toBeInTheDocument();
    expect(section.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(section.queryByText('Third')).toBeNull();
    expect(section.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers Try again when the notes cannot be read', async () => {
    let failures = 1;
    const page = renderStudentPage({
      routes: {
        [`GET ${NOTES}`]: () =>
          failures-- > 0 ? { status: 403, data: {} } : { status: 200, data: pageOf([note(1, 'Back again')]) },
      },
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Notes');
    expect(await section.findByText('The notes could not be loaded.')).toBeInTheDocument();
    await page.user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('Back again')).toBeInTheDocument();
  });
});
