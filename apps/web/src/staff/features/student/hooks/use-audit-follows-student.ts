import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { STAFF_AUDIT_KEYS } from '../../../api/staff-audit-keys.ts';

/**
 * Every change to a student invalidates its detail (STAFF_STUDENT_KEYS.student), and every staff change
 * is audited: so whenever the detail is read again (after a change, or on returning to the window), the
 * student's audit trail is read again too. Its calls live in lib/api under their own keys, which the
 * sections' mutations need not know.
 */
export function useAuditFollowsStudent(studentId: number, detailUpdatedAt: number) {
  const queryClient = useQueryClient();
  const seen = useRef(detailUpdatedAt);
  useEffect(() => {
    if (detailUpdatedAt === seen.current) return;
    const isFirstRead = seen.current === 0;
    seen.current = detailUpdatedAt;
    if (!isFirstRead) void queryClient.invalidateQueries({ queryKey: STAFF_AUDIT_KEYS.student(studentId) });
  }, [queryClient, studentId, detailUpdatedAt]);
}
