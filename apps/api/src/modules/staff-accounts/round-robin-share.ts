/**
 * Deals students out one at a time, each to the counsellor who then has the fewest (ties: the lowest
 * id), so the team ends as balanced as it can be. Returns each counsellor's students by counsellor id.
 */
export function shareRoundRobin(
  studentIds: readonly number[],
  counsellors: readonly { id: number; load: number }[],
): Map<number, number[]> {
  const loads = counsellors.map((counsellor) => ({ ...counsellor }));
  const shares = new Map<number, number[]>();
  for (const studentId of studentIds) {
    let next = loads[0];
    for (const candidate of loads) {
      if (!next || candidate.load < next.load || (candidate.load === next.load && candidate.id < next.id))
        next = candidate;
    }
    if (!next) break;
    next.load += 1;
    shares.set(next.id, [...(shares.get(next.id) ?? []), studentId]);
  }
  return shares;
}
