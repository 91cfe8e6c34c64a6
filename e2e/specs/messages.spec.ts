import { expect, test } from '@playwright/test';
import { MESSAGE_TEXTS } from '@portal/contract';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { adminTokenOf, createCounsellor, openAdminConsole } from '../support/console.ts';
import { pdfFile } from '../support/sample-files.ts';
import { snap } from '../support/screenshots.ts';
import { createStudent, openAs } from '../support/student.ts';

// The browser test: a student opens "Your counsellor" and writes with a PDF, staff see it arrive
// (inbox and thread) without a reload, reply, and the student sees the reply and "Seen" under their
// message; then an admin disables the counsellor, moving their students in one step, and the student's
// card names the new one. The "Your counsellor" page holds the card (features/counsellor) and the thread
// (features/messages); the console's student page has the thread under #messages. The console window is
// the admin's (staff who join the thread): a counsellor's own window would spend one more sign-in code of
// the suite's per-IP budget.
test('a student and the consultancy talk in the portal, each window updating by itself', async ({
  page,
  browser,
}, testInfo) => {
  // Two windows and up to two 15 s polls (the queue's and the thread's): ~45 s on a quiet machine, over
  // 60 s on a busy 2-core one.
  test.setTimeout(120_000);
  const student = await createStudent(page.request, 'Riya Sharma');
  // Names of this test alone: the team page lists every counsellor other tests add.
  const meera = await createCounsellor(page.request, `Meera Iyer ${student.studentId}`);
  const arjun = await createCounsellor(page.request, `Arjun Menon ${student.studentId}`);
  const assigned = await page.request.put(`/api/staff/students/${student.studentId}/counsellor`, {
    headers: { authorization: `Bearer ${await adminTokenOf(page.request)}` },
    data: { counsellorId: meera.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await openAs(page, student, '/counsellor');
  const card = page.getByRole('region', { name: meera.name });
  await expect(card).toBeVisible();
  const thread = page.getByRole('log', { name: MESSAGE_TEXTS.threadLabel });
  await expect(thread.getByText(MESSAGE_TEXTS.studentEmpty)).toBeVisible();

  const desk = await openAdminConsole(browser, page.request);
  const inbox = desk.getByRole('region', { name: MESSAGE_TEXTS.queueTitle });
  await expect(inbox).toBeVisible();

  await test.step('student: writes with a PDF attached', async () => {
    await page.getByRole('textbox', { name: MESSAGE_TEXTS.composerLabel }).fill('Here is my IELTS result.');
    await page.getByLabel('File to attach').setInputFiles(pdfFile('ielts-trf.pdf'));
    await page.getByRole('button', { name: MESSAGE_TEXTS.send }).click();
    await expect(thread.getByText('Here is my IELTS result.')).toBeVisible();
    await expect(thread.getByRole('button', { name: /ielts-trf\.pdf/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: MESSAGE_TEXTS.composerLabel })).toHaveValue('');
  });

  await test.step('staff: the inbox shows the student without a reload; the thread has the message', async () => {
    const row = inbox.getByRole('listitem').filter({ hasText: 'Here is my IELTS result.' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(/Waiting \d+ min/);
    await row.getByRole('link', { name: 'Reply' }).click();
    const staffThread = desk.locator('section#messages').getByRole('log');
    await expect(staffThread.getByText('Here is my IELTS result.')).toBeVisible();
    // The file opens in a tab of its own (fetched from its signed link, shown as the PDF it is).
    const opened = desk.waitForEvent('popup');
    await staffThread.getByRole('button', { name: /ielts-trf\.pdf/ }).click();
    expect((await opened).url()).toMatch(/^blob:/);
    await expectNoSeriousA11yViolations(desk, 'the console student page with a thread');
  });

  await test.step('staff: replies', async () => {
    const section = desk.locator('section#messages');
    await section
      .getByRole('textbox', { name: MESSAGE_TEXTS.composerLabel })
      .fill('Thank you, 7.0 is enough.');
    await section.getByRole('button', { name: MESSAGE_TEXTS.send }).click();
    await expect(section.getByRole('log').getByText('Thank you, 7.0 is enough.')).toBeVisible();
  });

  await test.step('student: the reply and "Seen" arrive without a reload', async () => {
    await expect(thread.getByText('Thank you, 7.0 is enough.')).toBeVisible({ timeout: 15_000 });
    const own = thread.getByRole('listitem').filter({ hasText: 'Here is my IELTS result.' });
    await expect(own.getByText(MESSAGE_TEXTS.seen)).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, 'the student thread');
    await snap(page, testInfo, 'student: the thread with the reply');
  });

  await test.step('admin: disables the counsellor, giving their students to another in one step', async () => {
    await desk.goto('/staff/team');
    const row = desk.getByRole('row', { name: new RegExp(meera.name) });
    await row.getByRole('button', { name: 'Disable' }).click();
    const dialog = desk.getByRole('dialog', { name: `Disable ${meera.name}?` });
    await expect(dialog.getByText(`1 student is assigned to ${meera.name}.`)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Staff member' }).selectOption({ label: arjun.name });
    await dialog.getByRole('button', { name: 'Reassign and disable' }).click();
    await expect(
      desk.getByText(`${meera.name} is disabled and signed out; 1 student was reassigned.`),
    ).toBeVisible();
  });

  await test.step('student: the card names the new counsellor', async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: arjun.name })).toBeVisible();
    await expect(thread.getByText('Thank you, 7.0 is enough.')).toBeVisible();
  });

  await desk.context().close();
});
