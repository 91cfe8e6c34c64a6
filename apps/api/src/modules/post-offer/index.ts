/**
 * The post-offer module: deposit, interviews, confirmation of enrolment, visa and pre-departure of an
 * application past the unconditional offer. It offers other modules its routes (dependency-cruiser
 * checks it in `npm run check`); the board and the dashboard read its tables through read models.
 */
export { default as postOfferRoutes } from './routes.ts';
export { findVerifiedDeposit, listVerifiedDepositsOf } from './verified-deposit-read-model.ts';
