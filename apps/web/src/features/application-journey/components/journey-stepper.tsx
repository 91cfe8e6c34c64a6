import { APPLICATION_STEPS, LIMITS } from '@portal/contract';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

export type TJourneyStepperProps = {
  /** 0 to 3. */
  step: number;
  /** The application's progress step (1-4, §9), undefined while unknown: earlier steps show as reached. */
  reached?: number;
  onStep: (step: number) => void;
};

/** §2: four clickable steps; the shown one is aria-current="step". */
export function JourneyStepper({ step, reached, onStep }: TJourneyStepperProps) {
  return (
    <nav aria-label={JOURNEY_TEXTS.stepsLabel}>
      <ol className="journey-stepper">
        {APPLICATION_STEPS.map((name, index) => (
          <li key={name} className="journey-stepper__item">
            <button
              type="button"
              className="journey-stepper__button"
              aria-current={index === step ? 'step' : undefined}
              data-reached={(reached !== undefined && index < reached) || undefined}
              onClick={() => onStep(index)}
            >
              <span className="journey-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="journey-stepper__name">{name}</span>
            </button>
          </li>
        ))}
      </ol>
      <p className="journey-stepper__count">{JOURNEY_TEXTS.stepOf(step + 1, LIMITS.applicationStepCount)}</p>
    </nav>
  );
}
