import { Skeleton } from '@mantine/core';
import { initialsOf } from '../../../../components/layout/avatar-menu.tsx';
import { useStudentPhoto } from '../api/get-student-photo.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';

/** The student's photo (round, fixed size), or their monogram when there is none or it cannot be read. */
export function StudentPhoto({
  studentId,
  name,
  photoUrl,
  isPending,
}: {
  studentId: number;
  name: string;
  photoUrl: string | null;
  /** The plan (which says whether there is a photo) is still loading. */
  isPending: boolean;
}) {
  const photo = useStudentPhoto(studentId, photoUrl);
  const displayName = name.trim() || TEXTS.unnamed;
  if (isPending || (photoUrl !== null && photo.isPending)) {
    return <Skeleton circle h={88} w={88} className="study-plan__photo" />;
  }
  if (photo.data) {
    return (
      <img
        className="study-plan__photo"
        src={photo.data}
        alt={TEXTS.planPhoto(displayName)}
        width={88}
        height={88}
      />
    );
  }
  return (
    <span
      className="study-plan__photo study-plan__photo--monogram"
      role="img"
      aria-label={TEXTS.planPhoto(displayName)}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
