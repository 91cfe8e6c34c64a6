import {
  AUTH_MESSAGES,
  OTP_LIMITS,
  STAFF_ACCOUNT_MESSAGES,
  TOAST_MESSAGES,
  ZApiError,
  ZMessageResponse,
  ZOtpGenerateQuery,
  ZOtpVerifyBody,
  ZOtpVerifyQuery,
  ZOtpVerifyResponse,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createOtpHasher } from './otp-code.ts';
import { OTP_POLICY } from './otp-policy.ts';
import { createSendImitation } from './otp-send-imitation.ts';
import { createOtpSender } from './otp-sender.ts';
import { generateOtp, OtpLimitError, type TOtpDeps } from './otp-service.ts';
import { signIn } from './sign-in-service.ts';

const TAGS = ['auth'];
/** Why the two sign-in calls carry `security: []`: they are how a client gets its first token. */
const NO_TOKEN =
  'Public, no token: this call is how a client gets one; per-address and per-number limits guard it instead.';

/** Runs a call, telling the wait of an OTP limit's refusal in Retry-After. */
async function withRetryAfter<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OtpLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Phone-OTP sign-in (§4, §7): send a code, trade it for a token, and log out. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const hasher = createOtpHasher(app.signingSecret);
  const otp: TOtpDeps = {
    db: app.db,
    clock: app.clock,
    hasher,
    send: createOtpSender(app.config, app.log),
    smsBudgetPerHour: app.config.otpSmsBudgetPerHour ?? OTP_LIMITS.defaultSmsBudgetPerHour,
    sendImitation: createSendImitation(),
  };

  app.post(
    '/otp/generate',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a 6-digit sign-in code to a mobile number',
        description: `${NO_TOKEN} Past a limit: 429 with Retry-After.`,
        security: [],
        querystring: ZOtpGenerateQuery,
        response: { 200: ZMessageResponse, 400: ZApiError, 429: ZApiError, 503: ZApiError },
      },
      config: { rateLimit: { max: OTP_POLICY.sendsPerIp, timeWindow: OTP_POLICY.ipWindow } },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => generateOtp(otp, request.query.mobileNumber));
      return { message: TOAST_MESSAGES.otpSent };
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags: TAGS,
        summary: 'Trade a sign-in code for a session token; the first sign-in creates the student',
        description:
          `${NO_TOKEN} Optional query \`event\`: an event code, looked at only once the code is right (a wrong code is the same 401 ` +
          'whatever the event); an unknown one signs in without an event. ' +
          `A disabled staff account gets 403 "${STAFF_ACCOUNT_MESSAGES.accountDisabled}" (the code is spent).`,
        querystring: ZOtpVerifyQuery,
        body: ZOtpVerifyBody,
        security: [],
        response: { 200: ZOtpVerifyResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
      config: { rateLimit: { max: OTP_POLICY.verifiesPerIp, timeWindow: OTP_POLICY.ipWindow } },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        signIn({ ...otp, tokens: app.tokens }, { ...request.body, eventCode: request.query.event }),
      ),
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke the current session token',
        description:
          'Revokes the token this request carries (by its jti, on every instance); other sessions of the ' +
          'account stay signed in (POST /auth/logout-everywhere ends them all).',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMessageResponse, 401: ZApiError },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await app.tokens.revoke(currentUser(request));
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};

export default authRoutes;
