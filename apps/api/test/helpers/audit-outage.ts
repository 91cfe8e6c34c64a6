import { afterEach } from 'vitest';
import type * as auditRepository from '../../src/modules/audit/audit-repository.ts';

/** Whether the audit store is down: recordAudit throws while it is (see auditRepositoryThatCanFail). */
export const auditStore = { isDown: false };

/**
 * The audit repository with a recordAudit that fails while auditStore.isDown. Use it as the factory of
 * vi.mock('…/audit/audit-repository.ts'), through a dynamic import of this file (vi.mock is hoisted).
 */
export async function auditRepositoryThatCanFail(
  importOriginal: <T>() => Promise<T>,
): Promise<typeof auditRepository> {
  const original = await importOriginal<typeof auditRepository>();
  return {
    ...original,
    recordAudit: async (...args: Parameters<typeof original.recordAudit>) => {
      if (auditStore.isDown) throw new Error('audit store is down');
      return original.recordAudit(...args);
    },
  };
}

/** Brings the audit store back up after every test of the file. */
export function useAuditStoreBackAfterEach(): void {
  afterEach(() => {
    auditStore.isDown = false;
  });
}
