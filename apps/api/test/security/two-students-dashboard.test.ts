import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookCounselling,
  insertApplication,
  insertNamedCourses,
  readDashboard,
  recordPayment,
  shortlist,
} from '../dashboard/fixtures.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Student A has everything (booking, shortlist, fee paid, an application); student B has nothing.
 * B's dashboard and payment summary must show none of A's state, whatever id B names.
 */
const t = useTestApp();
let a: TSignedIn;
let b: TSignedIn;

beforeAll(async () => {
  const [courseId] = await insertNamedCourses(t.app, ['MSc Secret Course of A']);
  const staff = await createSignedInUser(t.app, 'ADMIN');
  a = await createSignedInUser(t.app);
  b = await createSignedInUser(t.app);
  await bookCounselling(t.app, a.id, { date: '2031-06-01', time: '12:00' });
  await shortlist(t.app, a.id, courseId as number);
  await recordPayment(t.app, a.id, 4956, staff.id);
  await insertApplication(t.app, a.id, courseId as number, new Date());
});

const get = (who: TSignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('dashboard and payment summary: one student never sees another', () => {
  it("A's own dashboard reflects A's state", async () => {
    const { card } = await readDashboard(t.app, a);
    expect(card('Applied Courses')).toMatchObject({
      courseName: 'MSc Secret Course of A',
      appliedCount: 1,
      isCounsellingBooked: true,
      isPaymentCompleted: true,
    });
    expect(card('Shortlisted').chipNumber).toBe(1);
    expect((await get(a, '/api/payment/summary')).json().isPaid).toBe(true);
  });

  it.each(['/api/dashboard', '/api/dashboard?studentId={A}', '/api/dashboard?id={A}'])(
    "B's %s shows none of A's state",
    async (url) => {
      const res = await get(b, url.replace('{A}', String(a.id)));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Secret Course');
      expect(res.body).not.toContain('2031-06-01');
      for (const card of res.json()) {
        expect(card).toMatchObject({
          isCounsellingBooked: false,
          isPaymentCompleted: false,
          courseName: null,
          appliedCount: 0,
        });
      }
      expect(res.json()[2]).toMatchObject({ title: 'Shortlisted', chipNumber: 0 });
    },
  );

  it.each(['/api/payment/summary', '/api/payment/summary?studentId={A}'])(
    "B's %s is B's own, unpaid",
    async (url) => {
      const res = await get(b, url.replace('{A}', String(a.id)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        amount: 4200,
        gst: 756,
        total: 4956,
        isPaid: false,
        paidAmount: 0,
        paidAt: null,
      });
    },
  );

  it.each(['/api/dashboard', '/api/payment/summary'])(
    '%s without a token, or with a bad one, is 401 and shows nothing',
    async (url) => {
      const none = await t.app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.json().status).toBe('SESSION_EXPIRED');
      const bad = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${a.token}x` },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.body).not.toContain('Secret Course');
    },
  );
});
