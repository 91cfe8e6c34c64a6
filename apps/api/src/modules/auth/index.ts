/**
 * The auth module: phone-OTP sign-in and logout. It offers other modules nothing: the session user
 * and the token service live in src/lib, read by plugins/auth.ts. (dependency-cruiser checks that
 * other modules use only what this file exports.)
 */
export { default as authRoutes } from './routes.ts';
export { default as sessionRoutes } from './session-routes.ts';
