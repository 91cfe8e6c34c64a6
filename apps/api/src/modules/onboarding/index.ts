/**
 * The onboarding module: the registration form and intakes. It offers other modules nothing but its
 * routes (dependency-cruiser checks it in `npm run check`).
 */
export { default as onboardingRoutes } from './routes.ts';
