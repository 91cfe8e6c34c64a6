import { SHORTLIST_STATUSES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { sortShortlist } from './sort-shortlist.ts';

describe('sortShortlist (§4/§9 order)', () => {
  it('orders EXPERT_CHOICE, STUDENT_CHOICE, APPLIED, NOT_ELIGIBLE', () => {
    const items = [
      { courseId: 1, status: 'NOT_ELIGIBLE' },
      { courseId: 2, status: 'APPLIED' },
      { courseId: 3, status: 'STUDENT_CHOICE' },
      { courseId: 4, status: 'EXPERT_CHOICE' },
    ] as const;
    expect(sortShortlist(items).map((item) => item.status)).toEqual([...SHORTLIST_STATUSES]);
    expect(SHORTLIST_STATUSES).toEqual(['EXPERT_CHOICE', 'STUDENT_CHOICE', 'APPLIED', 'NOT_ELIGIBLE']);
  });

  it('keeps the server order within a status and does not change its input', () => {
    const items = [
      { courseId: 10, status: 'STUDENT_CHOICE' },
      { courseId: 11, status: 'APPLIED' },
      { courseId: 12, status: 'STUDENT_CHOICE' },
      { courseId: 13, status: 'EXPERT_CHOICE' },
      { courseId: 14, status: 'STUDENT_CHOICE' },
      { courseId: 15, status: 'EXPERT_CHOICE' },
    ] as const;
    const copy = [...items];
    expect(sortShortlist(items).map((item) => item.courseId)).toEqual([13, 15, 10, 12, 14, 11]);
    expect(items).toEqual(copy);
  });

  it('handles an empty list', () => {
    expect(sortShortlist([])).toEqual([]);
  });
});
