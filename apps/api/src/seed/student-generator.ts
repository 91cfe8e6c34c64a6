import {
  COUNSELLING_SCHEDULE,
  PAYMENT_MODES,
  PLATFORM_FEE,
  studentStageOf,
  type TApplicationStatus,
  type TPaymentMode,
  type TStudentStage,
  toIsoDate,
} from '@portal/contract';
import { createRandom, type TRandom } from '../lib/prng.ts';
import {
  nameOf,
  paymentReferenceOf,
  referenceIdOf,
  seededMobileNumber,
  topicsOf,
} from './student-identity.ts';

/** What every generated student is drawn against (read from the database before a run). */
export type TStudentSeedContext = {
  now: Date;
  /** Courses applications may go to (any order). */
  courseIds: readonly number[];
  /** Counsellors students are assigned to and payments are recorded by (at least one). */
  counsellorIds: readonly number[];
  /** The open slots (India time) of the booked sessions, a few days back to a month ahead. */
  bookingSlots: readonly { date: string; time: string }[];
};

export type TGeneratedBooking = {
  date: string;
  time: string;
  topics: string[];
  status: 'BOOKED' | 'COMPLETED' | 'CANCELLED';
  createdAt: Date;
  completedAt: Date | null;
};
export type TGeneratedPayment = {
  amount: number;
  mode: TPaymentMode;
  reference: string;
  recordedBy: number;
  createdAt: Date;
};
export type TGeneratedApplication = {
  courseId: number;
  status: TApplicationStatus;
  createdAt: Date;
  updatedAt: Date;
};
export type TGeneratedStudent = {
  mobileNumber: string;
  name: string;
  referenceId: string;
  createdAt: Date;
  assignedCounsellorId: number | null;
  stage: TStudentStage;
  lastActivityAt: Date;
  bookings: TGeneratedBooking[];
  payments: TGeneratedPayment[];
  applications: TGeneratedApplication[];
};

const MASTER_SEED = 20_271_014;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
// Sessions are held at least this long after sign-up: the sessions of the last few days and the next
// month are the booked ones only, which the slot window keeps within each slot's capacity.
const JOURNEY_MIN_AGE_MS = 5 * DAY_MS;
// One student in BOOKED_EVERY holds an upcoming (or just missed) session; the k-th of them takes seat
// k of the slot window, so no slot is ever over its capacity.
const BOOKED_EVERY = 125;
const APPLICATION_STATUS_WEIGHTS: readonly [TApplicationStatus, number][] = [
  ['APPLIED', 0.3],
  ['UNDER_REVIEW', 0.25],
  ['CONDITIONAL_OFFER_RECEIVED', 0.15],
  ['UNCONDITIONAL_OFFER_RECEIVED', 0.08],
  ['REJECTED', 0.12],
  ['WITHDRAWN', 0.1],
];

function applicationStatusOf(random: TRandom): TApplicationStatus {
  let r = random.next();
  for (const [status, weight] of APPLICATION_STATUS_WEIGHTS) {
    if (r < weight) return status;
    r -= weight;
  }
  return 'APPLIED';
}

/**
 * Student number `index` of the deterministic population: who they are, when they signed up, and how
 * far their journey got (sessions, payments, applications), every time before `now`. The stage is
 * the contract's studentStageOf of those facts, and the last activity the latest of them.
 */
export function generateStudent(index: number, context: TStudentSeedContext): TGeneratedStudent {
  const random = createRandom(MASTER_SEED ^ Math.imul(index + 1, 0x9e3779b1));
  const now = context.now.getTime();
  // Recent sign-ups are more common than old ones (the square skews towards now).
  const ageMs = Math.floor(random.next() ** 2 * HISTORY_DAYS * DAY_MS) + random.int(60_000, 3_600_000);
  const created = now - ageMs;
  const at = (share: number) => new Date(created + Math.floor(ageMs * share));
  const counsellors = context.counsellorIds;
  const student: TGeneratedStudent = {
    mobileNumber: seededMobileNumber(index),
    name: nameOf(random),
    referenceId: referenceIdOf(index, new Date(created)),
    createdAt: new Date(created),
    assignedCounsellorId: random.chance(0.75) ? random.pick(counsellors) : null,
    stage: 'REGISTERED',
    lastActivityAt: new Date(created),
    bookings: [],
    payments: [],
    applications: [],
  };

  const seat = index % BOOKED_EVERY === BOOKED_EVERY - 1 ? Math.floor(index / BOOKED_EVERY) : -1;
  const slots = context.bookingSlots;
  const r = random.next();
  if (seat >= 0 && seat < slots.length * COUNSELLING_SCHEDULE.slotCapacity) {
    const slot = slots[seat % slots.length] as { date: string; time: string };
    const bookedAt = at(0.9);
    student.bookings.push({
      ...slot,
      topics: topicsOf(random),
      status: 'BOOKED',
      createdAt: bookedAt,
      completedAt: null,
    });
  } else if (r < 0.5 || ageMs < JOURNEY_MIN_AGE_MS) {
    if (random.chance(0.1)) {
      const sessionAt = at(0.4);
      student.bookings.push({
        date: toIsoDate(sessionAt),
        time: random.pick(['10:00', '11:30', '14:00', '16:30']),
        topics: topicsOf(random),
        status: 'CANCELLED',
        createdAt: at(0.2),
        completedAt: null,
      });
    }
  } else {
    const sessionAt = at(0.25);
    student.bookings.push({
      date: toIsoDate(sessionAt),
      time: random.pick(['10:00', '10:30', '11:00', '12:00', '14:30', '15:00', '16:00', '17:30']),
      topics: topicsOf(random),
      status: 'COMPLETED',
      createdAt: at(0.1),
      completedAt: sessionAt,
    });
    const pay = (amount: number, share: number) => {
      const mode = random.pick(PAYMENT_MODES);
      student.payments.push({
        amount,
        mode,
        reference: paymentReferenceOf(mode, random),
        recordedBy: random.pick(counsellors),
        createdAt: at(share),
      });
    };
    if (r < 0.66) {
      // Counselled; some paid a part of the fee.
      if (random.chance(0.3)) pay(random.int(10, 40) * 100, 0.5);
    } else {
      if (random.chance(0.2)) {
        pay(2000, 0.35);
        pay(PLATFORM_FEE.total - 2000, 0.42);
      } else pay(PLATFORM_FEE.total, 0.4);
      if (r >= 0.8) {
        const count = random.int(1, 3);
        const start = random.int(0, context.courseIds.length - 1);
        for (let i = 0; i < count && i < context.courseIds.length; i++) {
          const applied = 0.5 + random.next() * 0.2;
          student.applications.push({
            courseId: context.courseIds[(start + i * 7) % context.courseIds.length] as number,
            status: applicationStatusOf(random),
            createdAt: at(applied),
            updatedAt: at(applied + random.next() * (1 - applied)),
          });
        }
      }
    }
  }

  student.stage = studentStageOf({
    hasBookedSession: student.bookings.some((b) => b.status === 'BOOKED'),
    hasCompletedSession: student.bookings.some((b) => b.status === 'COMPLETED'),
    isPaid: student.payments.reduce((sum, p) => sum + p.amount, 0) >= PLATFORM_FEE.total,
    applicationStatuses: student.applications.map((a) => a.status),
  });
  const times = [
    created,
    ...student.bookings.flatMap((b) => [b.createdAt.getTime(), b.completedAt?.getTime() ?? 0]),
    ...student.payments.map((p) => p.createdAt.getTime()),
    ...student.applications.map((a) => a.updatedAt.getTime()),
  ];
  student.lastActivityAt = new Date(Math.max(...times));
  return student;
}
