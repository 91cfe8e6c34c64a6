import type { QueryClient } from '@tanstack/react-query';
import { STAFF_KEYS } from '../../../api/staff-keys.ts';
import { STAFF_TEAM_KEYS } from './staff-team-keys.ts';

/** After a team change (or a refusal that says the caller's role changed): the accounts, members and me. */
export const invalidateTeam = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: STAFF_TEAM_KEYS.all }),
    queryClient.invalidateQueries({ queryKey: STAFF_KEYS.all }),
  ]);
