import { COUNTRIES, type TCountry, type TStaffApplicationFilters } from '@portal/contract';
import { STAFF_SEARCH_PARAMS as P } from '../../lib/staff-search-params.ts';

export const BOARD_PAGE_SIZE = 20;
const INTAKE_MAX = 40;

/** The board's filters as its address holds them (?counsellor&country&intake); refused values read as none. */
export function readBoardFilters(params: URLSearchParams): Omit<TStaffApplicationFilters, 'status'> {
  const counsellorId = Number(params.get(P.counsellor));
  const country = params.get(P.country);
  const intake = (params.get(P.intake) ?? '').trim();
  return {
    ...(Number.isInteger(counsellorId) && counsellorId > 0 ? { counsellorId } : {}),
    ...((COUNTRIES as readonly (string | null)[]).includes(country) ? { country: country as TCountry } : {}),
    ...(intake && intake.length <= INTAKE_MAX ? { intake } : {}),
  };
}
