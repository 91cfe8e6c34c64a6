import { APPLICATION_STEPS, LIMITS } from '@portal/contract';
import './application-steps.css';

export type TApplicationStepsProps = {
  /** 1-4: steps up to this one are filled (§9: an applied course sits at step 2); 0 for none. */
  step: number;
  /** The accessible name of the bar. */
  label: string;
  /** Shows the four step names under the bar (the dashboard card has room for them). */
  hasNames?: boolean;
};

/** §2: the four-step application progress bar (Essential Docs … Unconditional Offer). */
export function ApplicationSteps({ step, label, hasNames = false }: TApplicationStepsProps) {
  const current = APPLICATION_STEPS[step - 1];
  return (
    <div className="application-steps" data-with-names={hasNames || undefined}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={LIMITS.applicationStepCount}
        aria-valuenow={step}
        aria-valuetext={
          current ? `Step ${step} of ${LIMITS.applicationStepCount}: ${current}` : 'Not started'
        }
        className="application-steps__bar"
      >
        {APPLICATION_STEPS.map((name, index) => (
          <span key={name} className="application-steps__segment" data-done={index < step || undefined} />
        ))}
      </div>
      {hasNames && (
        <ol className="application-steps__names" aria-hidden="true">
          {APPLICATION_STEPS.map((name, index) => (
            <li key={name} data-current={index === step - 1 || undefined}>
              {name}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
