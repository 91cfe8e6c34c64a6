import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the onboarding module lands.
const onboardingRoutes: FastifyPluginAsyncZod = async () => {};

export default onboardingRoutes;
