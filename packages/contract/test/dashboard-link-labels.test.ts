import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_CARD_TITLES,
  DASHBOARD_LINK_LABELS,
  DASHBOARD_SUBTITLES,
  DEFAULT_LINK_LABEL,
  linkLabelFor,
} from '../src/dashboard.ts';

/** §2 "Footer link label by subtitle", written out again by hand: every subtitle of every row. */
const SPEC_TABLE: [subtitle: string, linkLabel: string][] = [
  ['Profile Incomplete!', 'Complete Now!'],
  ['Profile Completed!', 'Review Profile'],
  ['Counselling Completed!', 'Rebook Now'],
  ['Nothing shortlisted?', 'Browse Courses'],
  ['Not applied yet?', 'Apply Now'],
  ['Track funding here', 'Pay Now'],
  ['Deposit paid', 'See Detail'],
  ['Track interviews', 'View Detail'],
  ['Accepted', 'View Detail'],
  ['Pre-CAS interview', 'View Detail'],
  ['Missed interview!', 'Contact Counsellor'],
  ['Rejected!', 'Contact Counsellor'],
  ['Track VISA details here', 'Apply Now'],
  ['Pre Departure event', 'Register'],
  ['Event Feedback', 'Give feedback'],
];

describe('linkLabelFor (§2 footer link label by subtitle)', () => {
  it.each(SPEC_TABLE)('%s → %s', (subtitle, linkLabel) => {
    expect(linkLabelFor(subtitle)).toBe(linkLabel);
  });

  it.each([
    'Session booked',
    'No session booked',
    '3 courses shortlisted',
    'Track CAS here',
    '',
    // Exact match only: case, spacing and punctuation matter.
    'profile incomplete!',
    'Profile Incomplete',
    ' Deposit paid',
    'Rejected',
    'toString',
  ])('anything else (%j) → See All', (subtitle) => {
    expect(linkLabelFor(subtitle)).toBe('See All');
  });

  it('holds exactly the rows of the spec table as data', () => {
    const rows = DASHBOARD_LINK_LABELS.flatMap((row) =>
      row.subtitles.map((subtitle) => [subtitle, row.linkLabel]),
    );
    expect(rows).toEqual(SPEC_TABLE);
    expect(DEFAULT_LINK_LABEL).toBe('See All');
  });
});

describe('dashboard cards', () => {
  it('lists the nine §2 cards in order', () => {
    expect(DASHBOARD_CARD_TITLES).toEqual([
      'Profile Status',
      'Counselling',
      'Shortlisted',
      'Fees & Finance',
      'Applied Courses',
      'Interviews',
      'CAS',
      'VISA',
      'Pre-Departure',
    ]);
  });

  it.each([
    [DASHBOARD_SUBTITLES.profileIncomplete, 'Complete Now!'],
    [DASHBOARD_SUBTITLES.profileCompleted, 'Review Profile'],
    [DASHBOARD_SUBTITLES.counsellingNotBooked, 'See All'],
    [DASHBOARD_SUBTITLES.counsellingBooked, 'See All'],
    [DASHBOARD_SUBTITLES.counsellingCompleted, 'Rebook Now'],
    [DASHBOARD_SUBTITLES.nothingShortlisted, 'Browse Courses'],
    [DASHBOARD_SUBTITLES.coursesShortlisted(1), 'See All'],
    [DASHBOARD_SUBTITLES.feesUnpaid, 'Pay Now'],
    [DASHBOARD_SUBTITLES.feesPaid, 'See Detail'],
    [DASHBOARD_SUBTITLES.notApplied, 'Apply Now'],
    [DASHBOARD_SUBTITLES.applicationsInProgress, 'See All'],
    [DASHBOARD_SUBTITLES.applicationAccepted, 'View Detail'],
    [DASHBOARD_SUBTITLES.applicationRejected, 'Contact Counsellor'],
    [DASHBOARD_SUBTITLES.interviews, 'View Detail'],
    [DASHBOARD_SUBTITLES.cas, 'See All'],
    [DASHBOARD_SUBTITLES.visa, 'Apply Now'],
    [DASHBOARD_SUBTITLES.preDeparture, 'Register'],
  ])('the server subtitle %j gets the link %j', (subtitle, linkLabel) => {
    expect(linkLabelFor(subtitle)).toBe(linkLabel);
  });

  it('counts shortlisted courses in words', () => {
    expect(DASHBOARD_SUBTITLES.coursesShortlisted(1)).toBe('1 course shortlisted');
    expect(DASHBOARD_SUBTITLES.coursesShortlisted(4)).toBe('4 courses shortlisted');
  });
});
