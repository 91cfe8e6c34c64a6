import type { TDb } from '../../db/client.ts';

/** A tuition deposit the counsellor verified, with its student and course, as receipts show it. */
export type TVerifiedDeposit = {
  applicationId: number;
  student: { id: number; name: string; referenceId: string };
  courseName: string;
  universityName: string;
  /** What was paid, in the offer's currency (the amount asked for if no paid amount was recorded). */
  amount: number;
  currency: string;
  /** YYYY-MM-DD as the counsellor recorded it. */
  paidOn: string;
  verifiedAt: Date;
};

/**
 * Where the payments module reads verified tuition deposits. The post-offer module owns them and
 * app.ts hands its read model to paymentsRoutes: payments sits below applications and post-offer
 * (applications asks it whether the fee is paid), so importing them here would close a module cycle.
 */
export type TDepositSource = {
  /** The student's verified deposits, newest paid first. */
  listVerifiedDepositsOf: (db: TDb, studentId: number) => Promise<TVerifiedDeposit[]>;
  /** The application's deposit once verified; undefined for an unknown application or one not verified. */
  findVerifiedDeposit: (db: TDb, applicationId: number) => Promise<TVerifiedDeposit | undefined>;
};
