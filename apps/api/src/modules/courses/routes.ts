import {
  ZApiError,
  ZCourse,
  ZCourseFilterBody,
  ZCourseFilterQuery,
  ZCourseIdParams,
  ZCoursePage,
  ZCourseStudentQuery,
  ZIntakeList,
  ZJourneyQuery,
  ZJourneyResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { SEARCH_CAP } from './course-search.ts';
import {
  countJourneyMatches,
  filterCourses,
  getCourse,
  listStudentCourses,
  listUpcomingIntakes,
} from './course-service.ts';
import mediaRoutes from './media-routes.ts';

const common = { tags: ['courses'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const PAGING =
  'Pages are 1-based (pageSize 10 by default, at most 100) in a stable order: level, field of study, country, id. ' +
  'Optional q: part of a course or university name, case-insensitive, at least 3 characters (3 letters or ' +
  'digits in a row). A search lists and counts at most its first ' +
  `${SEARCH_CAP.toLocaleString('en')} matches: totalElements is then ${SEARCH_CAP.toLocaleString('en')}.`;

const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/course/student',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The student's course listing (courses matching its onboarding preferences)",
        description: `Every course while no preference is set. Own studentId only (staff: any). ${PAGING}`,
        querystring: ZCourseStudentQuery,
        response: { 200: ZCoursePage, ...errors },
      },
    },
    (request) => listStudentCourses(app.db, currentUser(request), request.query),
  );

  app.post(
    '/api/course/filter',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Filtered course listing',
        description: `An empty list (or studyLevel '') places no restriction on that field. ${PAGING}`,
        querystring: ZCourseFilterQuery,
        body: ZCourseFilterBody,
        response: { 200: ZCoursePage, ...errors },
      },
    },
    (request) => filterCourses(app.db, request.body, request.query),
  );

  app.get(
    '/api/course/university/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One course with its university (course detail screen)',
        params: ZCourseIdParams,
        response: { 200: ZCourse, ...errors },
      },
    },
    (request) => getCourse(app.db, request.params.id),
  );

  app.get(
    '/api/course/journey',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "How many courses match the student's onboarding preferences",
        description: "journeyId is the student's enrollment id (own only; staff: any).",
        querystring: ZJourneyQuery,
        response: { 200: ZJourneyResponse, ...errors },
      },
    },
    (request) => countJourneyMatches(app.db, currentUser(request), request.query.journeyId),
  );

  app.get(
    '/intake-details/all',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        tags: ['intakes'],
        summary: 'Upcoming intakes, soonest first',
        response: { 200: ZIntakeList, 401: ZApiError },
      },
    },
    () => listUpcomingIntakes(app.db, app.clock.now()),
  );

  await app.register(mediaRoutes);
};

export default coursesRoutes;
