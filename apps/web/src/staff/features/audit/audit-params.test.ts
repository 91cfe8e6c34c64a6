import { describe, expect, it } from 'vitest';
import { auditSearchParams, readAuditParams } from './audit-params.ts';

describe('the Audit page address', () => {
  it.each([
    ['', { page: 1 }],
    ['?actor=3&action=PAYMENT_RECORDED&page=2', { actorId: 3, action: 'PAYMENT_RECORDED', page: 2 }],
    ['?actor=abc&action=DROP_TABLE&page=-1', { page: 1 }],
    ['?actor=0&page=1.5', { page: 1 }],
  ])('reads %j', (search, expected) => {
    expect(readAuditParams(new URLSearchParams(search))).toEqual({
      actorId: undefined,
      action: undefined,
      ...expected,
    });
  });

  it('writes only what is set, and reads it back the same', () => {
    const filters = { actorId: 3, action: 'STUDENT_ASSIGNED' as const, page: 4 };
    const params = auditSearchParams(filters);
    expect(params.toString()).toBe('actor=3&action=STUDENT_ASSIGNED&page=4');
    expect(readAuditParams(params)).toEqual(filters);
    expect(auditSearchParams({ page: 1 }).toString()).toBe('');
  });
});
