import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEntry, note, pageOf } from '../test/staff-student-fixtures.ts';
import { renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

describe('audit trail section', { timeout: 20_000 }, () => {
  it("shows the student's entries in words: when, who and role, the action, what changed", async () => {
    const page = renderStudentPage({
      audit: [
        auditEntry(2, {
          action: 'PAYMENT_RECORDED',
          entityType: 'PAYMENT',
          actor: { id: 1, role: 'ADMIN', name: 'Anil Admin' },
          before: { totalPaid: 0, isPaid: false },
          after: { amount: 2000, totalPaid: 2000, isPaid: false },
          createdAt: '2026-11-25T09:00:00.000Z',
        }),
        auditEntry(1),
      ],
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Audit trail');
    const list = await section.findByRole('list', { name: 'Audit entries, newest first' });
    const entries = Array.from(list.children);
    expect(entries).toHaveLength(2);
    const first = within(entries[0] as HTMLElement);
    expect(first.getByText('25 Nov 2026, 2:30 PM IST')).toBeInTheDocument();
    expect(first.getByText(/Anil Admin/)).toHaveTextContent('Anil Admin (Admin)');
    expect(first.getByText('Payment recorded')).toBeInTheDocument();
    expect(first.getByText('Amount: ₹2,000')).toBeInTheDocument();
    expect(first.getByText('Paid so far changed from ₹0 to ₹2,000')).toBeInTheDocument();
    expect(section.getByText('Document reviewed')).toBeInTheDocument();
    expect(section.getByText('Status changed from Uploaded to Accepted')).toBeInTheDocument();
    // The trail is the student's own: no student column.
    expect(section.queryByRole('link', { name: 'Asha Rao' })).toBeNull();
    expect(page.requestsTo('GET', '/api/staff/audit')[0]?.params).toEqual({
      pageSize: 20,
      studentId: 7,
      pageNumber: 1,
    });
  });

  it('pages with Previous and Next', async () => {
    const page = renderStudentPage({
      routes: {
        'GET /api/staff/audit': (request) => {
          const { pageNumber } = request.params as { pageNumber: number };
          const entry = auditEntry(pageNumber, {
            action: pageNumber === 1 ? 'STAFF_NOTE_ADDED' : 'PAYMENT_RECORDED',
          });
          return { status: 200, data: pageOf([entry], pageNumber, 2) };
        },
      },
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Audit trail');
    expect(await section.findByText('Note added')).toBeInTheDocument();
    await page.user.click(section.getByRole('button', { name: 'Next' }));
    expect(await section.findByText('Payment recorded')).toBeInTheDocument();
    expect(section.getByText('Page 2 of 2')).toBeInTheDocument();
    await page.user.click(section.getByRole('button', { name: 'Previous' }));
    expect(await section.findByText('Note added')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and is read again after a change to the student', async () => {
    const page = renderStudentPage({
      routes: { 'POST /api/staff/students/7/notes': { status: 201, data: note(1, 'Hello') } },
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Audit trail');
    expect(await section.findByText('No staff changes yet.')).toBeInTheDocument();
    const notes = await sectionNamed('Notes');
    await page.user.type(notes.getByRole('textbox', { name: 'New note' }), 'Hello');
    page.fake.requests.length = 0;
    await page.user.click(notes.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/students/7')).toHaveLength(1));
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/audit')).toHaveLength(1));
  });
});
