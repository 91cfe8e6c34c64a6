// The soak's traffic: what signed-in students do most, mixed in one list each connection cycles
// through: catalogue filter pages, their own listing, course detail, profile, shortlist, dashboard.
// The requests are bench:http's cases (scripts/bench/cases.mjs), so both measure the same calls.
import { CASES } from '../bench/cases.mjs';

export const MIX_CASE_IDS = ['filter', 'listing', 'detail', 'profile', 'shortlist', 'dashboard'];

/** Interleaves the cases' requests (one of each in turn) so every stretch of the list is a mix. */
export function soakRequests(students, courseCount) {
  const lists = MIX_CASE_IDS.map((id) => {
    const testCase = CASES.find((candidate) => candidate.id === id);
    if (!testCase) throw new Error(`no bench case ${id}`);
    return testCase.requests(students, courseCount);
  });
  const longest = Math.max(...lists.map((list) => list.length));
  const mixed = [];
  for (let index = 0; index < longest; index++) {
    for (const list of lists) if (index < list.length) mixed.push(list[index]);
  }
  return mixed;
}

/** How many requests of each case the list holds, for the report. */
export const mixLine = (students, courseCount) =>
  MIX_CASE_IDS.map((id) => {
    const testCase = CASES.find((candidate) => candidate.id === id);
    return `${testCase?.name} ×${testCase?.requests(students, courseCount).length}`;
  }).join(', ');
