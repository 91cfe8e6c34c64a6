import { AUDIT_ACTIONS, type TAuditAction } from '@portal/contract';

/** The Audit page's filters and page, as the address keeps them (?actor&action&page). */
export type TAuditFilters = { actorId?: number; action?: TAuditAction; page: number };

export const AUDIT_PARAMS = { actor: 'actor', action: 'action', page: 'page' } as const;

const positiveIntOf = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** What the address asks for; anything unreadable (a typo, an old link) is left out rather than refused. */
export function readAuditParams(params: URLSearchParams): TAuditFilters {
  const action = params.get(AUDIT_PARAMS.action);
  return {
    actorId: positiveIntOf(params.get(AUDIT_PARAMS.actor)),
    action: AUDIT_ACTIONS.find((known) => known === action),
    page: positiveIntOf(params.get(AUDIT_PARAMS.page)) ?? 1,
  };
}

/** The address for these filters: only what is set, page 1 left out. */
export function auditSearchParams({ actorId, action, page }: TAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (actorId !== undefined) params.set(AUDIT_PARAMS.actor, String(actorId));
  if (action !== undefined) params.set(AUDIT_PARAMS.action, action);
  if (page > 1) params.set(AUDIT_PARAMS.page, String(page));
  return params;
}
