import { SHORTLIST_STATUSES, type TShortlistStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { cardActionsFor, markerFor } from './card-actions.ts';

type TRow = {
  status: TShortlistStatus;
  counsellingCompleted: boolean;
  isEvent: boolean;
  /** The primary button: label and whether it is disabled, or null. */
  primary: ['See Application' | 'Apply Now', boolean] | null;
  remove: boolean;
  alert: boolean;
};

// §4 "Action buttons on shortlisted cards", every status × counselling completed × isEvent.
// NOT_ELIGIBLE: §2 replaces the action buttons with the danger alert.
const TABLE: TRow[] = [
  {
    status: 'APPLIED',
    counsellingCompleted: false,
    isEvent: false,
    primary: ['See Application', true],
    remove: false,
    alert: false,
  },
  {
    status: 'APPLIED',
    counsellingCompleted: false,
    isEvent: true,
    primary: ['See Application', true],
    remove: false,
    alert: false,
  },
  {
    status: 'APPLIED',
    counsellingCompleted: true,
    isEvent: false,
    primary: ['See Application', true],
    remove: false,
    alert: false,
  },
  {
    status: 'APPLIED',
    counsellingCompleted: true,
    isEvent: true,
    primary: ['See Application', true],
    remove: false,
    alert: false,
  },
  {
    status: 'EXPERT_CHOICE',
    counsellingCompleted: false,
    isEvent: false,
    primary: ['Apply Now', false],
    remove: false,
    alert: false,
  },
  {
    status: 'EXPERT_CHOICE',
    counsellingCompleted: false,
    isEvent: true,
    primary: ['Apply Now', true],
    remove: false,
    alert: false,
  },
  {
    status: 'EXPERT_CHOICE',
    counsellingCompleted: true,
    isEvent: false,
    primary: ['Apply Now', false],
    remove: false,
    alert: false,
  },
  {
    status: 'EXPERT_CHOICE',
    counsellingCompleted: true,
    isEvent: true,
    primary: ['Apply Now', true],
    remove: false,
    alert: false,
  },
  {
    status: 'STUDENT_CHOICE',
    counsellingCompleted: false,
    isEvent: false,
    primary: null,
    remove: true,
    alert: false,
  },
  {
    status: 'STUDENT_CHOICE',
    counsellingCompleted: false,
    isEvent: true,
    primary: null,
    remove: true,
    alert: false,
  },
  {
    status: 'STUDENT_CHOICE',
    counsellingCompleted: true,
    isEvent: false,
    primary: ['Apply Now', false],
    remove: false,
    alert: false,
  },
  {
    status: 'STUDENT_CHOICE',
    counsellingCompleted: true,
    isEvent: true,
    primary: ['Apply Now', true],
    remove: false,
    alert: false,
  },
  {
    status: 'NOT_ELIGIBLE',
    counsellingCompleted: false,
    isEvent: false,
    primary: null,
    remove: false,
    alert: true,
  },
  {
    status: 'NOT_ELIGIBLE',
    counsellingCompleted: false,
    isEvent: true,
    primary: null,
    remove: false,
    alert: true,
  },
  {
    status: 'NOT_ELIGIBLE',
    counsellingCompleted: true,
    isEvent: false,
    primary: null,
    remove: false,
    alert: true,
  },
  {
    status: 'NOT_ELIGIBLE',
    counsellingCompleted: true,
    isEvent: true,
    primary: null,
    remove: false,
    alert: true,
  },
];

describe('cardActionsFor (§4 Action buttons)', () => {
  it('covers every status × counselling × isEvent combination', () => {
    expect(TABLE).toHaveLength(SHORTLIST_STATUSES.length * 4);
  });

  it.each(TABLE)(
    '$status, counselling completed $counsellingCompleted, isEvent $isEvent',
    ({ status, counsellingCompleted, isEvent, primary, remove, alert }) => {
      const actions = cardActionsFor({ status, isCounsellingCompleted: counsellingCompleted, isEvent });
      expect(actions.primary && [actions.primary.label, actions.primary.isDisabled]).toEqual(primary);
      expect(actions.canRemove).toBe(remove);
      expect(actions.hasNotEligibleAlert).toBe(alert);
    },
  );

  it("lets the NOT_ELIGIBLE alert's Undo remove the course only while counselling is not completed (§6)", () => {
    expect(
      cardActionsFor({ status: 'NOT_ELIGIBLE', isCounsellingCompleted: false, isEvent: false }).canUndo,
    ).toBe(true);
    expect(
      cardActionsFor({ status: 'NOT_ELIGIBLE', isCounsellingCompleted: true, isEvent: false }).canUndo,
    ).toBe(false);
  });
});

describe('markerFor (§2 markers and labels)', () => {
  it.each([
    ['APPLIED', 'ALREADY APPLIED'],
    ['EXPERT_CHOICE', 'EXPERT CHOICE'],
    ['STUDENT_CHOICE', 'Shortlisted'],
    ['NOT_ELIGIBLE', 'Shortlisted'],
  ] as const)('%s → %s', (status, marker) => {
    expect(markerFor(status)).toBe(marker);
  });
});
