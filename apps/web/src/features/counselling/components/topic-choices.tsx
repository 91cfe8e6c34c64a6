import { COUNSELLING_TOPICS, type TCounsellingTopicId } from '@portal/contract';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';

export type TTopicChoicesProps = {
  value: readonly TCounsellingTopicId[];
  onChange: (topics: TCounsellingTopicId[]) => void;
  error?: string | undefined;
};

const ERROR_ID = 'counselling-topics-error';

/** One checkbox per topic (the contract's list), each a full-width row: a large target on a phone. */
export function TopicChoices({ value, onChange, error }: TTopicChoicesProps) {
  const toggle = (id: TCounsellingTopicId, isChecked: boolean) =>
    onChange(
      COUNSELLING_TOPICS.map((topic) => topic.id).filter((topicId) =>
        topicId === id ? isChecked : value.includes(topicId),
      ),
    );
  return (
    <fieldset
      className="topic-group"
      aria-describedby={error ? ERROR_ID : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="choice-group__label">{COUNSELLING_TEXTS.topic.group}</legend>
      <p className="topic-group__hint">{COUNSELLING_TEXTS.topic.groupHint}</p>
      <div className="topic-list">
        {COUNSELLING_TOPICS.map((topic) => (
          <label key={topic.id} className="topic-option">
            <input
              type="checkbox"
              className="topic-option__input"
              name="counselling-topics"
              value={topic.id}
              checked={value.includes(topic.id)}
              onChange={(event) => toggle(topic.id, event.currentTarget.checked)}
            />
            <span>{topic.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={ERROR_ID} className="topic-group__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
