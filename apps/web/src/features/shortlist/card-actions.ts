import { APPLICATION_MESSAGES, SHORTLIST_MESSAGES, type TShortlistStatus } from '@portal/contract';
import { SHORTLIST_TEXTS } from './shortlist-texts.ts';

export type TCardActionInput = {
  status: TShortlistStatus;
  /** A counselling session was completed (GET /api/dashboard `isCounsellingCompleted`). */
  isCounsellingCompleted: boolean;
  /** Session flag isEvent is 'true' (§6: event users cannot use Apply Now). */
  isEvent: boolean;
};

/** `disabledReason`: why the button cannot be used (shown beside it), or null when it can. */
export type TPrimaryAction =
  | { kind: 'see-application'; label: typeof SHORTLIST_TEXTS.seeApplication; disabledReason: string }
  | { kind: 'apply'; label: typeof SHORTLIST_TEXTS.applyNow; disabledReason: string | null };

export type TCardActions = {
  /** 'See Application' or 'Apply Now', or none. */
  primary: TPrimaryAction | null;
  /** The Remove button. */
  canRemove: boolean;
  /** §2: a NOT_ELIGIBLE card shows the danger alert instead of action buttons. */
  hasNotEligibleAlert: boolean;
  /**
   * Why the alert's Undo cannot be used, or null: it takes the course off the shortlist, which §6 blocks
   * once counselling is completed.
   */
  undoDisabledReason: string | null;
  /**
   * Why a shortlisted course offers no Apply Now yet (§4 draws none before counselling is completed), or
   * null: the card says so where the button would be.
   */
  applyHint: string | null;
};

// §6: event users cannot use Apply Now; the reason is the server's own refusal of such an application.
const apply = (isEvent: boolean): TPrimaryAction => ({
  kind: 'apply',
  label: SHORTLIST_TEXTS.applyNow,
  disabledReason: isEvent ? APPLICATION_MESSAGES.eventUserCannotApply : null,
});

/**
 * The buttons of a shortlisted card, §4 "Action buttons on shortlisted cards" row by row:
 * - APPLIED: 'See Application', always disabled;
 * - EXPERT_CHOICE: 'Apply Now', disabled when isEvent is 'true';
 * - any other status with counselling completed: 'Apply Now', disabled when isEvent is 'true';
 * - any other status with counselling not completed: no button;
 * - 'Remove' on cards neither APPLIED nor EXPERT_CHOICE, only while counselling is not completed.
 * §2 puts NOT_ELIGIBLE first: its alert replaces the action buttons.
 */
export function cardActionsFor({ status, isCounsellingCompleted, isEvent }: TCardActionInput): TCardActions {
  if (status === 'NOT_ELIGIBLE') {
    return {
      primary: null,
      canRemove: false,
      hasNotEligibleAlert: true,
      undoDisabledReason: isCounsellingCompleted ? SHORTLIST_MESSAGES.counsellingCompleted : null,
      applyHint: null,
    };
  }
  if (status === 'APPLIED') {
    return {
      primary: {
        kind: 'see-application',
        label: SHORTLIST_TEXTS.seeApplication,
        disabledReason: SHORTLIST_TEXTS.appliedReason,
      },
      canRemove: false,
      hasNotEligibleAlert: false,
      undoDisabledReason: null,
      applyHint: null,
    };
  }
  if (status === 'EXPERT_CHOICE') {
    return {
      primary: apply(isEvent),
      canRemove: false,
      hasNotEligibleAlert: false,
      undoDisabledReason: null,
      applyHint: null,
    };
  }
  return {
    primary: isCounsellingCompleted ? apply(isEvent) : null,
    canRemove: !isCounsellingCompleted,
    hasNotEligibleAlert: false,
    undoDisabledReason: null,
    // The server's own refusals: an event user cannot apply at all; others after counselling.
    applyHint: isCounsellingCompleted
      ? null
      : isEvent
        ? APPLICATION_MESSAGES.eventUserCannotApply
        : APPLICATION_MESSAGES.counsellingRequired,
  };
}

/** §2 markers: 'Shortlisted' unless APPLIED or EXPERT_CHOICE, which carry their own label. */
export function markerFor(status: TShortlistStatus): string {
  if (status === 'APPLIED') return SHORTLIST_TEXTS.alreadyApplied;
  if (status === 'EXPERT_CHOICE') return SHORTLIST_TEXTS.expertChoice;
  return SHORTLIST_TEXTS.shortlistedMarker;
}
