import { dayNameOf } from '../counselling-days.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';

const TEXTS = COUNSELLING_TEXTS.topic;

/** The review before confirming: the day, the time (India time) and the length. */
export function SessionReview({ date, time }: { date: string; time: string }) {
  return (
    <section className="session-review" aria-labelledby="session-review-title">
      <h2 id="session-review-title" className="choice-group__label">
        {TEXTS.review}
      </h2>
      <dl className="session-review__facts">
        <div>
          <dt>{TEXTS.date}</dt>
          <dd>{dayNameOf(date)}</dd>
        </div>
        <div>
          <dt>{TEXTS.time}</dt>
          <dd>{COUNSELLING_TEXTS.timeIst(time)}</dd>
        </div>
        <div>
          <dt>{TEXTS.length}</dt>
          <dd>{TEXTS.duration}</dd>
        </div>
      </dl>
    </section>
  );
}
