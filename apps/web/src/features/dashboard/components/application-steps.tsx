import { APPLICATION_STEPS, LIMITS } from '@portal/contract';

export type TApplicationStepsProps = {
  /** 1-4: steps up to this one are filled; 0 with no application. */
  step: number;
  label: string;
};

/** §2 Applied Courses: the four-step progress bar with the steps' names (APPLICATION_STEPS). */
export function ApplicationSteps({ step, label }: TApplicationStepsProps) {
  const current = APPLICATION_STEPS[step - 1];
  return (
    <div className="dashboard-steps">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={LIMITS.applicationStepCount}
        aria-valuenow={step}
        aria-valuetext={
          current ? `Step ${step} of ${LIMITS.applicationStepCount}: ${current}` : 'Not started'
        }
        className="dashboard-steps__bar"
      >
        {APPLICATION_STEPS.map((name, index) => (
          <span key={name} className="dashboard-steps__segment" data-done={index < step || undefined} />
        ))}
      </div>
      <ol className="dashboard-steps__names" aria-hidden="true">
        {APPLICATION_STEPS.map((name, index) => (
          <li key={name} data-current={index === step - 1 || undefined}>
            {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
