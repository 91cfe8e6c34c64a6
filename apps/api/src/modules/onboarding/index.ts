/**
 * The onboarding module: the registration form. It offers other modules its routes and the empty
 * record of a new student (dependency-cruiser checks it in `npm run check`).
 */
export { createEmptyOnboarding } from './onboarding-repository.ts';
export { default as onboardingRoutes } from './routes.ts';
