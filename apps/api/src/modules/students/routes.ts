import { ZApiError, ZEnrollmentList, ZEnrollmentsQuery, ZStudentList } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listEnrollments, listStudents, STAFF_STUDENT_LIST_CAP } from './student-service.ts';

const common = { tags: ['students'], security: [{ bearerAuth: [] }] };

const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/students',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Students visible to the caller',
        description: `A student gets a list holding only its own record; staff get the first ${STAFF_STUDENT_LIST_CAP} students by id.`,
        response: { 200: ZStudentList, 401: ZApiError },
      },
    },
    async (request) => listStudents(app.db, currentUser(request)),
  );

  app.get(
    '/api/enrollments/student',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "A student's enrollments (own only; staff any)",
        description:
          "A student's own id gives their enrollments; another student's id is 403. Staff may name any " +
          "student; an id that is no student's is 404.",
        querystring: ZEnrollmentsQuery,
        response: { 200: ZEnrollmentList, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => listEnrollments(app.db, currentUser(request), request.query.studentId),
  );
};

export default studentsRoutes;
