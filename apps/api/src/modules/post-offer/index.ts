/**
 * The post-offer module: deposit, interviews, confirmation of enrolment, visa and pre-departure of an
 * application past the unconditional offer. It offers other modules its routes and each offered
 * application's next step (the dashboard's "what to do next"); dependency-cruiser checks it in
 * `npm run check`. The board and the dashboard read its tables through read models.
 */
export { default as postOfferRoutes } from './routes.ts';
export { summariesOf as postOfferSummariesOf } from './summary-service.ts';
export { findVerifiedDeposit, listVerifiedDepositsOf } from './verified-deposit-read-model.ts';
