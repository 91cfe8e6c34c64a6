import { APPLICATION_STATUS_LABELS, linkLabelFor } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '../../src/modules/dashboard/dashboard-service.ts';
import { users } from '../../src/schema/index.ts';
import { documentsClient } from '../documents/documents-client.ts';
import { tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { COMPLETE_UPDATE, profileClient, REQUIRED_DOCUMENT_TYPES } from '../profile/profile-client.ts';
import {
  bookCounselling,
  completeCounselling,
  insertApplication,
  insertNamedCourses,
  readDashboard,
  recordPayment,
  setApplicationStatus,
  shortlist,
} from './fixtures.ts';

const t = useTestApp();
const profile = profileClient(t);
const documents = documentsClient(t);
let courseIds: number[];
let staff: TSignedIn;
const course = (i: number) => courseIds[i] as number;

beforeAll(async () => {
  courseIds = await insertNamedCourses(t.app, ['MSc Data Science', 'MA Design', 'MBA', 'BSc Physics']);
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

describe('GET /api/dashboard for a fresh student', () => {
  it('answers the nine §2 cards in order with subtitles from the link-label table', async () => {
    const student = await createSignedInUser(t.app);
    const { list } = await readDashboard(t.app, student);
    const percent = (await profile.getProfile(student)).progressPercent;
    // [title, subtitle, link label, chipNumber]
    expect(list.map((c) => [c.title, c.subtitle, c.linkLabel, c.chipNumber])).toEqual([
      ['Profile Status', 'Profile Incomplete!', 'Complete Now!', percent],
      ['Counselling', 'No session booked', 'See All', 0],
      ['Shortlisted', 'Nothing shortlisted?', 'Browse Courses', 0],
      ['Fees & Finance', 'Track funding here', 'Pay Now', 0],
      ['Applied Courses', 'Not applied yet?', 'Apply Now', 0],
      ['Interviews', 'Track interviews', 'View Detail', 0],
      ['CAS', 'Track CAS here', 'See All', 0],
      ['VISA', 'Track VISA details here', 'Apply Now', 0],
      ['Pre-Departure', 'Pre Departure event', 'Register', 0],
    ]);
    for (const card of list) {
      expect(linkLabelFor(card.subtitle)).toBe(card.linkLabel);
      expect(card).toMatchObject({
        isCounsellingBooked: false,
        isCounsellingCompleted: false,
        isPaymentCompleted: false,
        courseName: null,
        appliedCount: 0,
        counsellingDate: null,
        counsellingTime: null,
        step: 0,
        statusLabel: null,
      });
    }
  });

  it('ignores any student id in the query', async () => {
    const [student, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    await shortlist(t.app, other.id, course(0));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard?studentId=${other.id}`,
      headers: student.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[2]).toMatchObject({ title: 'Shortlisted', chipNumber: 0 });
  });
});

describe('the cards follow the student', () => {
  it('Profile Status: chip is the profile percent; Completed only at 100, documents included', async () => {
    const student = await createSignedInUser(t.app);
    expect((await profile.put(student, COMPLETE_UPDATE)).statusCode).toBe(200);
    const photo = { contentType: 'image/png', base64String: tinyPng().toString('base64') };
    expect((await profile.uploadPhoto(student, photo)).statusCode).toBe(200);
    const profileCard = async () => (await readDashboard(t.app, student)).card('Profile Status');
    // Every field and the photo, but no passport or marksheets: not complete (the review's bug).
    expect(await profileCard()).toMatchObject({
      subtitle: 'Profile Incomplete!',
      linkLabel: 'Complete Now!',
      chipNumber: 60,
    });
    const ids = new Map<string, number>();
    for (const type of REQUIRED_DOCUMENT_TYPES) {
      ids.set(type, (await documents.uploadOk(student, { type, content: tinyPdf() })).id);
    }
    expect((await profile.getProfile(student)).progressPercent).toBe(100);
    expect(await profileCard()).toMatchObject({
      subtitle: 'Profile Completed!',
      linkLabel: 'Review Profile',
      chipNumber: 100,
    });
    // A rejected passport takes the profile back below 100, on the card and the profile alike.
    const passport = { studentId: student.id, documentId: ids.get('PASSPORT') };
    await documents.updateRemarks(staff, { ...passport, remarks: 'Expired.' });
    const rejected = await documents.updateStatus(staff, { ...passport, status: 'REJECTED' });
    expect(rejected.statusCode).toBe(200);
    expect((await profile.getProfile(student)).progressPercent).toBe(92);
    expect(await profileCard()).toMatchObject({ subtitle: 'Profile Incomplete!', chipNumber: 92 });
  });

  it('Counselling: booked with its date and time, then completed, then rebooked', async () => {
    const student = await createSignedInUser(t.app);
    const bookingId = await bookCounselling(t.app, student.id, { date: '2031-03-14', time: '10:30' });
    let dashboard = await readDashboard(t.app, student);
    expect(dashboard.card('Counselling')).toMatchObject({
      subtitle: 'Session booked',
      linkLabel: 'See All',
      chipNumber: 1,
    });
    for (const card of dashboard.list) {
      expect(card).toMatchObject({
        isCounsellingBooked: true,
        isCounsellingCompleted: false,
        counsellingDate: '2031-03-14',
        counsellingTime: '10:30',
      });
    }

    await completeCounselling(t.app, bookingId);
    dashboard = await readDashboard(t.app, student);
    expect(dashboard.card('Counselling')).toMatchObject({
      subtitle: 'Counselling Completed!',
      linkLabel: 'Rebook Now',
      chipNumber: 0,
      isCounsellingBooked: false,
      isCounsellingCompleted: true,
      counsellingDate: null,
      counsellingTime: null,
    });

    await bookCounselling(t.app, student.id, { date: '2031-04-01', time: '16:00' });
    expect((await readDashboard(t.app, student)).card('Counselling')).toMatchObject({
      subtitle: 'Session booked',
      isCounsellingBooked: true,
      isCounsellingCompleted: true,
      counsellingDate: '2031-04-01',
      counsellingTime: '16:00',
    });
  });

  it('Counselling: a cancelled session counts as none', async () => {
    const student = await createSignedInUser(t.app);
    await bookCounselling(t.app, student.id, { date: '2031-03-14', time: '11:00' }, 'CANCELLED');
    expect((await readDashboard(t.app, student)).card('Counselling')).toMatchObject({
      subtitle: 'No session booked',
      isCounsellingBooked: false,
      isCounsellingCompleted: false,
      counsellingDate: null,
    });
  });

  it('Counselling: an event user sees the same real flags', async () => {
    const student = await createSignedInUser(t.app);
    await t.app.db.update(users).set({ isEvent: true }).where(eq(users.id, student.id));
    expect((await readDashboard(t.app, student)).card('Counselling')).toMatchObject({
      subtitle: 'No session booked',
      isCounsellingBooked: false,
      isCounsellingCompleted: false,
    });
    await bookCounselling(t.app, student.id, { date: '2031-05-02', time: '09:30' });
    expect((await readDashboard(t.app, student)).card('Counselling')).toMatchObject({
      subtitle: 'Session booked',
      isCounsellingBooked: true,
      counsellingDate: '2031-05-02',
      counsellingTime: '09:30',
    });
  });

  it('Shortlisted: counts the courses on the list, not removed ones', async () => {
    const student = await createSignedInUser(t.app);
    await shortlist(t.app, student.id, course(0));
    expect((await readDashboard(t.app, student)).card('Shortlisted')).toMatchObject({
      subtitle: '1 course shortlisted',
      linkLabel: 'See All',
      chipNumber: 1,
    });
    await shortlist(t.app, student.id, course(1), { status: 'EXPERT_CHOICE' });
    await shortlist(t.app, student.id, course(2), { status: 'NOT_ELIGIBLE' });
    await shortlist(t.app, student.id, course(3), { removed: true });
    expect((await readDashboard(t.app, student)).card('Shortlisted')).toMatchObject({
      subtitle: '3 courses shortlisted',
      chipNumber: 3,
    });
  });

  it('Fees & Finance: Fee paid once the payments reach the fee with GST (Deposit paid waits for the tuition deposit)', async () => {
    const student = await createSignedInUser(t.app);
    await recordPayment(t.app, student.id, 4200, staff.id);
    let dashboard = await readDashboard(t.app, student);
    expect(dashboard.card('Fees & Finance')).toMatchObject({
      subtitle: 'Track funding here',
      linkLabel: 'Pay Now',
      chipNumber: 0,
      isPaymentCompleted: false,
    });
    await recordPayment(t.app, student.id, 756, staff.id);
    dashboard = await readDashboard(t.app, student);
    expect(dashboard.card('Fees & Finance')).toMatchObject({
      subtitle: 'Fee paid',
      linkLabel: 'See All',
      chipNumber: 1,
    });
    for (const card of dashboard.list) expect(card.isPaymentCompleted).toBe(true);
  });

  it('Applied Courses: the newest application, the count and its step', async () => {
    const student = await createSignedInUser(t.app);
    await insertApplication(t.app, student.id, course(1), new Date('2030-01-01T10:00:00Z'));
    let dashboard = await readDashboard(t.app, student);
    expect(dashboard.card('Applied Courses')).toMatchObject({
      subtitle: 'Track your applications',
      linkLabel: 'See All',
      chipNumber: 1,
      courseName: 'MA Design',
      appliedCount: 1,
      step: 2,
      statusLabel: APPLICATION_STATUS_LABELS.APPLIED,
    });

    await insertApplication(t.app, student.id, course(2), new Date('2030-02-01T10:00:00Z'));
    dashboard = await readDashboard(t.app, student);
    for (const card of dashboard.list) {
      expect(card).toMatchObject({ courseName: 'MBA', appliedCount: 2, step: 2 });
    }
    expect(dashboard.card('Applied Courses').chipNumber).toBe(2);

    // [status of the newest, subtitle, link label, step]
    const cases = [
      ['UNDER_REVIEW', 'Track your applications', 'See All', 2],
      ['CONDITIONAL_OFFER_RECEIVED', 'Track your applications', 'See All', 3],
      ['UNCONDITIONAL_OFFER_RECEIVED', 'Accepted', 'View Detail', 4],
      ['REJECTED', 'Rejected!', 'Contact Counsellor', 2],
    ] as const;
    for (const [status, subtitle, linkLabel, step] of cases) {
      await setApplicationStatus(t.app, student.id, course(2), status);
      expect((await readDashboard(t.app, student)).card('Applied Courses'), status).toMatchObject({
        subtitle,
        linkLabel,
        step,
        statusLabel: APPLICATION_STATUS_LABELS[status],
        courseName: 'MBA',
        appliedCount: 2,
      });
    }
  });
});

describe('efficiency', () => {
  it('reads everything in one statement, however much the student has', async () => {
    const count = async (studentId: number) => {
      let selects = 0;
      const db = new Proxy(t.app.db, {
        get(target, prop, receiver) {
          if (prop === 'select') selects += 1;
          return Reflect.get(target, prop, receiver);
        },
      });
      await getDashboard(db, studentId);
      return selects;
    };
    const fresh = await createSignedInUser(t.app);
    const busy = await createSignedInUser(t.app);
    for (const [i, id] of courseIds.entries()) {
      await shortlist(t.app, busy.id, id);
      await insertApplication(t.app, busy.id, id, new Date(Date.UTC(2030, 0, i + 1)));
    }
    await recordPayment(t.app, busy.id, 2000, staff.id);
    await recordPayment(t.app, busy.id, 2956, staff.id);
    // A fresh handle each time, so the statement is built (and counted) again rather than reused.
    expect(await count(fresh.id)).toBe(1);
    expect(await count(busy.id)).toBe(1);
  });
});
