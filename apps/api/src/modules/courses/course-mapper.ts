import type { TCourse } from '@portal/contract';
import type { courses, universities } from './courses-tables.ts';

type TCourseRow = typeof courses.$inferSelect;
type TUniversityRow = typeof universities.$inferSelect;

/** Maps a course row and its university row to the contract's course (the only place this is done). */
export function toCourse(course: TCourseRow, university: TUniversityRow): TCourse {
  return {
    id: course.id,
    name: course.name,
    country: course.country as TCourse['country'],
    campus: course.campus,
    intake: course.intake,
    fees: course.fees,
    duration: course.duration,
    link: course.link,
    overview: course.overview,
    entryRequirements: course.entryRequirements,
    level: course.level as TCourse['level'],
    category: course.category as TCourse['category'],
    studyMode: course.studyMode,
    ucasCode: course.ucasCode,
    university: {
      id: university.id,
      name: university.name,
      country: university.country as TCourse['university']['country'],
      imageUrl: university.imageUrl,
      iconUrl: university.iconUrl,
    },
  };
}
