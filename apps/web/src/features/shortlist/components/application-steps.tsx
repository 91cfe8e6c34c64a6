import { APPLICATION_STEPS, LIMITS } from '@portal/contract';

export type TApplicationStepsProps = {
  /** 1-4: steps up to this one are filled (§9: an applied course sits at step 2); 0 for none. */
  step: number;
  /** The accessible name of the bar. */
  label: string;
};

/** §2: the four-step application progress bar (Essential Docs … Unconditional Offer). */
export function ApplicationSteps({ step, label }: TApplicationStepsProps) {
  const current = APPLICATION_STEPS[step - 1];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={LIMITS.applicationStepCount}
      aria-valuenow={step}
      aria-valuetext={current ? `Step ${step} of ${LIMITS.applicationStepCount}: ${current}` : 'Not started'}
      className="shortlist-steps"
    >
      {APPLICATION_STEPS.map((name, index) => (
        <span key={name} className="shortlist-steps__segment" data-done={index < step || undefined} />
      ))}
    </div>
  );
}
