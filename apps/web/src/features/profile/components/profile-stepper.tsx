import { PROFILE_SECTIONS, PROFILE_TEXTS } from '../profile-texts.ts';

/**
 * §2/§4 four-step stepper: the active index (0–3) and a completion flag per step. A step's name is its
 * label only (UI contract); whether it is done is said beside it, not inside the button.
 */
export function ProfileStepper({
  active,
  completed,
  isPhotoMissing,
  onSelect,
}: {
  active: number;
  completed: readonly boolean[];
  /** The photo is not a step: when it is all that remains, the stepper says so. */
  isPhotoMissing: boolean;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label={PROFILE_TEXTS.stepsLabel}>
      <ol className="profile-stepper">
        {PROFILE_SECTIONS.map((section, index) => {
          const isDone = completed[index] ?? false;
          const className = [
            'profile-stepper__step',
            index === active && 'profile-stepper__step--active',
            isDone && 'profile-stepper__step--done',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={section.id} className={className}>
              <button
                type="button"
                className="profile-stepper__button"
                aria-current={index === active ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="profile-stepper__mark" aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </span>
                <span className="profile-stepper__label">{section.step}</span>
              </button>
              <span className="profile-stepper__status">
                {isDone ? PROFILE_TEXTS.stepDone : PROFILE_TEXTS.stepToDo}
              </span>
            </li>
          );
        })}
      </ol>
      {isPhotoMissing && completed.every(Boolean) && (
        <p className="profile-stepper__remaining">
          {PROFILE_TEXTS.stepsDonePhotoMissing} {PROFILE_TEXTS.addPhotoHint}
        </p>
      )}
    </nav>
  );
}
