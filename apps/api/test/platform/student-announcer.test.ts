import { describe, expect, it } from 'vitest';
import {
  createStudentAnnouncer,
  parseStudentChange,
  studentChangePayloads,
} from '../../src/lib/student-announcer.ts';

/** Past the batch's setImmediate, whatever microtasks come before it. */
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('student announcer', () => {
  it('lists ids in payloads below PostgreSQL 8,000 bytes, or sends "*" alone', () => {
    expect(studentChangePayloads(new Set([3, 5, 3]))).toEqual(['3,5']);
    expect(studentChangePayloads([3, '*', 5])).toEqual(['*']);
    const many = Array.from({ length: 3_000 }, (_, index) => 1_000_000 + index);
    const payloads = studentChangePayloads(many);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((payload) => payload.length < 8_000)).toBe(true);
    const parsed = payloads.map((payload) => parseStudentChange(payload));
    expect(parsed.flatMap((ids) => (ids === '*' ? [] : ids))).toEqual(many);
    expect(parsed).not.toContain('*');
  });

  it("reads its own payloads and 0019's triggers' (one id, '*'); anything else drops every student", () => {
    expect(parseStudentChange('42')).toEqual([42]);
    expect(parseStudentChange('1,2,3')).toEqual([1, 2, 3]);
    expect(parseStudentChange('*')).toBe('*');
    expect(parseStudentChange('')).toBe('*');
    expect(parseStudentChange('1,x')).toBe('*');
  });

  it('sends the announcements of one tick together, and the next batch once the first was sent', async () => {
    const sent: string[][] = [];
    let release = () => {};
    const announcer = createStudentAnnouncer(async (payloads) => {
      sent.push(payloads);
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [announcer.announce(1), announcer.announce(2), announcer.announce(1)];
    await later();
    expect(sent).toEqual([['1,2']]);
    // While the first batch travels, later writes gather in one batch, sent when it has arrived.
    const second = [announcer.announce(3), announcer.announce(4)];
    await later();
    expect(sent).toHaveLength(1);
    release();
    await Promise.all([...first, ...second]);
    expect(sent).toEqual([['1,2'], ['3,4']]);
  });

  it('fails the callers of a batch whose send failed, and sends the next one all the same', async () => {
    let calls = 0;
    const announcer = createStudentAnnouncer(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
    });
    await expect(announcer.announce(1)).rejects.toThrow('database gone');
    await expect(announcer.announce(2)).resolves.toBeUndefined();
  });
});
