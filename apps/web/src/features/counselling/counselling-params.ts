import type { PATHS } from '../../lib/paths.ts';

/**
 * The flow's state lives in the address (?date=&time=&reschedule=1), so a reload, Back and a second tab
 * show the same choice. Topics are chosen on the last screen and stay in it.
 */
export type TFlowParams = { date?: string | undefined; time?: string | undefined; isReschedule: boolean };

export const FLOW_PARAMS = { date: 'date', time: 'time', reschedule: 'reschedule' } as const;

export function readFlowParams(params: URLSearchParams): TFlowParams {
  return {
    date: params.get(FLOW_PARAMS.date) ?? undefined,
    time: params.get(FLOW_PARAMS.time) ?? undefined,
    isReschedule: params.get(FLOW_PARAMS.reschedule) === '1',
  };
}

export function flowSearchParams({ date, time, isReschedule }: TFlowParams): URLSearchParams {
  const search = new URLSearchParams();
  if (date) search.set(FLOW_PARAMS.date, date);
  if (time) search.set(FLOW_PARAMS.time, time);
  if (isReschedule) search.set(FLOW_PARAMS.reschedule, '1');
  return search;
}

export function flowSearch(params: TFlowParams): string {
  const text = flowSearchParams(params).toString();
  return text ? `?${text}` : '';
}

type TStepPath = typeof PATHS.bookCounselling | typeof PATHS.sessionTime | typeof PATHS.selectTopic;

export const flowPath = (path: TStepPath, params: TFlowParams) => `${path}${flowSearch(params)}`;

const SLOT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isSlotTime = (value: string | undefined): value is string =>
  Boolean(value && SLOT_TIME.test(value));
