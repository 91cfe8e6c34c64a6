import { PROFILE_VIEW_TEXTS } from './profile-view-texts.ts';
import './profile-view.css';

export type TViewField = { label: string; value: string };

/** View mode of a section (§2): each label with its value, 'Not Available' when empty. */
export function ViewFields({ fields }: { fields: readonly TViewField[] }) {
  return (
    <dl className="profile-view">
      {fields.map(({ label, value }) => (
        <div key={label} className="profile-view__item">
          <dt className="profile-view__label">{label}</dt>
          <dd
            className={
              value.trim() ? 'profile-view__value' : 'profile-view__value profile-view__value--empty'
            }
          >
            {value.trim() || PROFILE_VIEW_TEXTS.notAvailable}
          </dd>
        </div>
      ))}
    </dl>
  );
}
