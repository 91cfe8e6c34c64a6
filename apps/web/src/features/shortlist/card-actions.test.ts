import {
  APPLICATION_MESSAGES,
  SHORTLIST_MESSAGES,
  SHORTLIST_STATUSES,
  type TShortlistStatus,
} from '@portal/contract';
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
      expect(actions.primary && [actions.primary.label, actions.primary.disabledReason !== null]).toEqual(
        primary,
      );
      expect(actions.canRemove).toBe(remove);
      expect(actions.hasNotEligibleAlert).toBe(alert);
    },
  );

  it("lets the NOT_ELIGIBLE alert's Undo remove the course only while counselling is not completed (§6)", () => {
    expect(
      cardActionsFor({ status: 'NOT_ELIGIBLE', isCounsellingCompleted: false, isEvent: false })
        .undoDisabledReason,
    ).toBeNull();
    expect(
      cardActionsFor({ status: 'NOT_ELIGIBLE', isCounsellingCompleted: true, isEvent: false })
        .undoDisabledReason,
    ).toBe(SHORTLIST_MESSAGES.counsellingCompleted);
  });

  it('gives every disabled button its reason', () => {
    const applied = cardActionsFor({ status: 'APPLIED', isCounsellingCompleted: true, isEvent: false });
    expect(applied.primary?.disabledReason).toBe('You have applied to this course.');
    const event = cardActionsFor({ status: 'EXPERT_CHOICE', isCounsellingCompleted: false, isEvent: true });
    expect(event.primary?.disabledReason).toBe(APPLICATION_MESSAGES.eventUserCannotApply);
  });
});

describe('applyHint: why a card offers no Apply Now yet', () => {
  it.each(
    SHORTLIST_STATUSES.flatMap((status) =>
      [false, true].flatMap((isCounsellingCompleted) =>
        [false, true].map((isEvent) => ({
          status,
          isCounsellingCompleted,
          isEvent,
          // Only a plain shortlisted course waits for counselling (§4: no button until then).
          hint:
            status === 'STUDENT_CHOICE' && !isCounsellingCompleted
              ? isEvent
                ? APPLICATION_MESSAGES.eventUserCannotApply
                : APPLICATION_MESSAGES.counsellingRequired
              : null,
        })),
      ),
    ),
  )('$status, counselling completed $isCounsellingCompleted, isEvent $isEvent', ({ hint, ...input }) => {
    const actions = cardActionsFor(input);
    expect(actions.applyHint).toBe(hint);
    // A hint stands where no button is.
    if (hint) expect(actions.primary).toBeNull();
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
