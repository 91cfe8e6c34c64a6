import {
  POST_OFFER_MESSAGES as M,
  ZApiError,
  ZPostOfferJourney,
  ZPostOfferParams,
  ZPostOfferSummaryList,
  ZPreDepartureItemBody,
  ZPreDepartureItemParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getJourney } from './journey-access.ts';
import { setPreDepartureItem } from './pre-departure-service.ts';
import { listJourneys } from './summary-service.ts';

const common = { tags: ['post-offer'], security: [{ bearerAuth: [] }] };
const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError };
const offerRule = `409 "${M.notYetOffered}" before the unconditional offer ("${M.withdrawn}" once withdrawn).`;

/** The student's side of the journey after the unconditional offer. */
const studentPostOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier };

  app.get(
    '/api/student/post-offer',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The student's applications past the unconditional offer",
        description:
          'Each with where it stands (position) and the next step (who acts, what, by when). Empty before ' +
          'any unconditional offer. Students only (staff 403).',
        response: { 200: ZPostOfferSummaryList, ...errors },
      },
    },
    async (request) => listJourneys(deps, currentUser(request)),
  );

  app.get(
    '/api/student/applications/:applicationId/post-offer',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The post-offer journey of one application',
        description:
          'Deposit, interviews, confirmation of enrolment (CAS / LOA / CoE …), visa (checklist and funds ' +
          `calculator) and pre-departure, with each stage's state and the next step. Another student's ` +
          `application is 404 "${M.notFound}". ${offerRule}`,
        params: ZPostOfferParams,
        response: { 200: ZPostOfferJourney, ...errors, 400: ZApiError, 409: ZApiError },
      },
    },
    async (request) => getJourney(deps, currentUser(request), request.params.applicationId),
  );

  app.put(
    '/api/student/applications/:applicationId/post-offer/pre-departure/:item',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Tick an item of the pre-departure checklist',
        description:
          'The student marks an item done (or not) with a short detail and, for the flight, arrival and ' +
          'enrolment day, a date (at most 730 days ahead; a date on another item is dropped). Students only ' +
          `(staff 403 "${M.studentsOnly}"). ${offerRule} Answers the whole journey.`,
        params: ZPreDepartureItemParams,
        body: ZPreDepartureItemBody,
        response: { 200: ZPostOfferJourney, ...errors, 400: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      setPreDepartureItem(
        deps,
        currentUser(request),
        request.params.applicationId,
        request.params.item,
        request.body,
      ),
  );
};

export default studentPostOfferRoutes;
