import { LIMITS, type TApplicationStatus } from '@portal/contract';

/** The step of the address (?step=0…3); anything else is the first step. */
export function stepOf(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 0 && step < LIMITS.applicationStepCount && value !== '' ? step : 0;
}

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

export type TJourneyChoice = {
  /** ?applicationId= */
  fromAddress: string | null;
  /** The session's applicationId (§3, written by Apply Now). */
  fromSession: string | null;
  /** The student's applications, newest first. */
  applications: readonly { id: number; status: TApplicationStatus }[];
};

/**
 * Which application the journey shows: the address's, else the one this tab applied to last, else the
 * newest. An id that is not among the student's applications (an old link, another account's tab) is
 * passed over. An opted-out (WITHDRAWN) application is shown only when the address names it: it is never
 * the default, so a student with only withdrawn ones has none to show. Null when there is none.
 */
export function chooseApplicationId({ fromAddress, fromSession, applications }: TJourneyChoice) {
  const all = applications.map((application) => application.id);
  const live = applications.filter((application) => application.status !== 'WITHDRAWN').map((a) => a.id);
  const addressed = idOf(fromAddress);
  if (addressed !== null && all.includes(addressed)) return addressed;
  const candidates = [idOf(fromSession), live[0] ?? null];
  return candidates.find((id) => id !== null && live.includes(id)) ?? null;
}
