import {
  COUNTRIES,
  POST_OFFER_DUE_FILTERS,
  POST_OFFER_POSITIONS,
  type TCountry,
  type TPostOfferDueFilter,
  type TPostOfferPosition,
  type TStaffApplicationFilters,
} from '@portal/contract';
import { STAFF_SEARCH_PARAMS as P } from '../../lib/staff-search-params.ts';

export const BOARD_PAGE_SIZE = 20;
const INTAKE_MAX = 40;
/** `?stage=ALL`: every post-offer stage as a column (no single stage chosen). */
export const EVERY_STAGE = 'ALL';

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/**
 * The board's filters as its address holds them (?counsellor&country&intake&stage&due); refused values
 * read as none.
 */
export function readBoardFilters(params: URLSearchParams): Omit<TStaffApplicationFilters, 'status'> {
  const counsellorId = Number(params.get(P.counsellor));
  const country = params.get(P.country);
  const intake = (params.get(P.intake) ?? '').trim();
  const stage = params.get(P.stage);
  const due = params.get(P.due);
  return {
    ...(Number.isInteger(counsellorId) && counsellorId > 0 ? { counsellorId } : {}),
    ...(oneOf(COUNTRIES, country) ? { country: country as TCountry } : {}),
    ...(intake && intake.length <= INTAKE_MAX ? { intake } : {}),
    ...(oneOf<TPostOfferPosition>(POST_OFFER_POSITIONS, stage) ? { stage } : {}),
    ...(oneOf<TPostOfferDueFilter>(POST_OFFER_DUE_FILTERS, due) ? { due } : {}),
  };
}

/**
 * Which columns the board shows: by application status (the default), or, once a post-offer stage or a
 * due-date view is chosen, the post-offer stages of the applications past the unconditional offer (the
 * one chosen, else all).
 */
export function readBoardColumns(
  params: URLSearchParams,
): { kind: 'status' } | { kind: 'post-offer'; stages: readonly TPostOfferPosition[] } {
  const { stage, due } = readBoardFilters(params);
  if (stage) return { kind: 'post-offer', stages: [stage] };
  if (due || params.get(P.stage) === EVERY_STAGE) return { kind: 'post-offer', stages: POST_OFFER_POSITIONS };
  return { kind: 'status' };
}
