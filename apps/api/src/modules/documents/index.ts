/**
 * The documents module: a student's documents and their versions. It offers other modules its routes
 * and the verdict the post-offer journey gives a journey document inside its own transaction
 * (dependency-cruiser checks it in `npm run check`).
 */
export { setDocumentVerdict } from './journey-verdict.ts';
export { default as documentsRoutes } from './routes.ts';
