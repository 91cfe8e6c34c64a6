import {
  type TPageQuery,
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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../lib/cached-reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { fromFilterBody } from './catalogue-filter.ts';
import { listingKey, watchCataloguePages } from './catalogue-pages.ts';
import {
  countJourneyMatches,
  getCourse,
  intakeDayOf,
  listUpcomingIntakes,
  studentListingFilter,
} from './course-service.ts';
import { listPage, SEARCH_CAP, type TCatalogueFilter } from './listing/index.ts';
import mediaRoutes from './media-routes.ts';

const common = { tags: ['courses'], security: [{ bearerAuth: [] }] };
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const PAGING =
  'Pages are 1-based (pageSize 10 by default, at most 100) in a stable order: level, field of study, country, id. ' +
  'Optional q: part of a course or university name, case-insensitive, at least 3 characters (3 letters or ' +
  'digits in a row). A search lists and counts at most its first ' +
  `${SEARCH_CAP.toLocaleString('en')} matches: totalElements is then ${SEARCH_CAP.toLocaleString('en')}.`;

/**
 * The listings, course detail and upcoming intakes are the same bytes for everyone who asks the same
 * (the listing of a student is its preferences' filter), so they are kept serialized (catalogue-pages.ts)
 * and sent with an ETag (lib/cached-reply.ts). Every call is still authenticated (onRequest); a bad
 * request fails validation before the handler, and a thrown error (404) is never kept.
 */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages, stop } = await watchCataloguePages(app.database);
  // Called without arguments: PGlite's unlisten takes an optional transaction, not Fastify's instance.
  app.addHook('onClose', () => stop());
  /** The kept bytes for key, or the answer compute gives, serialized by the route's own serializer. */
  const cached = async (reply: FastifyReply, key: string, compute: () => Promise<unknown>) =>
    pages.get(key, async () => reply.serialize(await compute()));
  const listing = async (reply: FastifyReply, filter: TCatalogueFilter, page: TPageQuery) =>
    sendCached(
      reply.request,
      reply,
      await cached(reply, listingKey(filter, page), () => listPage(app.db, filter, page)),
    );

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
    async (request, reply) =>
      listing(
        reply,
        await studentListingFilter(app.db, currentUser(request), request.query, app.studentCache),
        request.query,
      ),
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
    (request, reply) => listing(reply, fromFilterBody(request.body, request.query.q), request.query),
  );

  app.get(
    '/api/course/university/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One course with its university (course detail screen)',
        description:
          'The course and its university as the course detail screen shows them; an unknown id is 404.',
        params: ZCourseIdParams,
        response: { 200: ZCourse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, await cached(reply, `course:${id}`, () => getCourse(app.db, id)));
    },
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
        description: 'Intakes from today on, the same list for every caller.',
        response: { 200: ZIntakeList, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const day = intakeDayOf(app.clock.now());
      return sendCached(
        request,
        reply,
        await cached(reply, `intakes:${day}`, () => listUpcomingIntakes(app.db, day)),
      );
    },
  );

  await app.register(mediaRoutes);
};

export default coursesRoutes;
