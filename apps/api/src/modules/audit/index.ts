/**
 * The audit module: the trail of staff changes. Other modules use only what this file exports
 * (dependency-cruiser checks it in `npm run check`).
 */
export {
  countAudit,
  findAuditEntry,
  listAudit,
  recordAudit,
  recordAudits,
  type TAuditEntry,
  type TAuditFilters,
} from './audit-repository.ts';
