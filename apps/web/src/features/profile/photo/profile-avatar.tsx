/**
 * The profile photo (109 px) with its progress ring and edit button, opening the upload view.
 * PLACEHOLDER until the photo work lands (it replaces this body, keeping the props).
 */
export function ProfileAvatar({ progress, onEdit }: { progress: number; onEdit: () => void }) {
  return (
    <button type="button" aria-label="Change profile photo" onClick={onEdit}>
      {progress}%
    </button>
  );
}
