import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config/env.ts';
import { resolveSigningSecret } from './config/secret.ts';
import type { TDatabase, TDb } from './db/client.ts';
import { API_DIR } from './lib/api-dir.ts';
import type { TConsoleCacheOptions } from './lib/console-cache.ts';
import type { TJobQueue } from './lib/job-queue.ts';
import { lazyRequestLogger } from './lib/lazy-request-logger.ts';
import { loggerOptions } from './lib/log-serializers.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createTokenService, type TTokenService } from './lib/token-service.ts';
import { applicationsRoutes } from './modules/applications/index.ts';
import { authRoutes, sessionRoutes } from './modules/auth/index.ts';
import { counsellingRoutes, sessionSeriesOf } from './modules/counselling/index.ts';
import { counsellorCardRoutes } from './modules/counsellor-card/index.ts';
import { CATALOGUE_CHANNEL, coursesRoutes } from './modules/courses/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { eventsRoutes } from './modules/events/index.ts';
import { filesRoutes } from './modules/files/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import {
  createDeliveryChannels,
  createNotificationQueue,
  notificationRoutes,
  notificationsPlugin,
  type TNotifier,
} from './modules/notifications/index.ts';
import { onboardingRoutes } from './modules/onboarding/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { findVerifiedDeposit, listVerifiedDepositsOf, postOfferRoutes } from './modules/post-offer/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { shortlistRoutes } from './modules/shortlist/index.ts';
import { staffRoutes } from './modules/staff/index.ts';
import { staffAccountsRoutes } from './modules/staff-accounts/index.ts';
import { studentsRoutes } from './modules/students/index.ts';
import authPlugin from './plugins/auth.ts';
import availabilityPlugin from './plugins/availability.ts';
import bodyDeadlinePlugin from './plugins/body-deadline.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import consoleCachePlugin from './plugins/console-cache.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import multipartPlugin from './plugins/multipart.ts';
import noStorePlugin from './plugins/no-store.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import type { TFileStorage } from './plugins/storage.ts';
import { createStorage } from './plugins/storage-driver.ts';
import studentCachePlugin from './plugins/student-cache.ts';
import swaggerPlugin from './plugins/swagger.ts';
import webPlugin from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    db: TDb;
    tokens: TTokenService;
    /** Server secret (JWT_SECRET or the generated one); keys token signatures and OTP hashes. */
    signingSecret: string;
    storage: TFileStorage;
    /** The current time; tests may replace it to travel forward (OTP expiry). */
    clock: { now: () => Date };
    /** The durable job queue (pg-boss on this database). */
    jobs: TJobQueue;
    /** Records a notification inside a change's transaction (modules/notifications). */
    notifier: TNotifier;
  }
}

export const WEB_DIST_DIR = path.resolve(API_DIR, '../web/dist');

export type TBuildOptions = {
  config: TConfig;
  database: TDatabase;
  /** Serve the built web app from this folder (off in API tests). */
  webDistDir?: string;
  clock?: { now: () => Date };
  /** The time session tokens are issued and judged by (real time; session tests move it). */
  sessionClock?: { now: () => Date };
  /** How often students' noted last activity is written (ms); 0: only on app.tokens.flushActivity() and close. */
  activityFlushMs?: number;
  /** Where log lines go (stdout when left out); tests read the log from it. */
  logStream?: { write: (line: string) => void };
  /** The staff console's kept answers (lib/console-cache.ts); freshMs 0 turns them off. */
  consoleCache?: TConsoleCacheOptions;
};

const ACTIVITY_FLUSH_MS = 5000;

/** Builds the whole app as one Fastify instance; only server.ts listens, tests use app.inject. */
export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy,
    // A request on an open connection during close gets plugins/availability.ts's 503 (the contract's).
    return503OnClosing: false,
    // What Node's HTTP parser refuses gets the security headers, no-store and the error shape too.
    clientErrorHandler,
    // A request's child logger is made only when the request writes a line (lib/lazy-request-logger.ts);
    // without a logger Fastify makes none.
    ...(config.logLevel === 'silent' ? {} : { childLoggerFactory: lazyRequestLogger }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const clock = options.clock ?? { now: () => new Date() };
  app.decorate('clock', clock);
  const signingSecret = await resolveSigningSecret(config);
  app.decorate('signingSecret', signingSecret);
  app.decorate(
    'tokens',
    createTokenService(database, signingSecret, {
      clock,
      ...(options.sessionClock ? { sessionClock: options.sessionClock } : {}),
      log: app.log,
      activityFlushMs: options.activityFlushMs ?? ACTIVITY_FLUSH_MS,
    }),
  );
  // Sessions are checked from memory once loaded (queried until then); last activity is written out on close.
  app.addHook('onReady', async () => app.tokens.start());
  app.addHook('onClose', async () => app.tokens.stop());
  app.decorate('storage', createStorage(config));
  const jobs = createNotificationQueue(
    database,
    (error) => app.log.error({ err: error }, 'job queue error'),
    config.jobTiming,
  );
  app.decorate('jobs', jobs);
  app.decorate(
    'notifier',
    notificationsPlugin(app, {
      jobs,
      // Session emails name their calendar event from the counselling module's bookings (it notifies through
      // the notifications module, which therefore cannot import it).
      channels: createDeliveryChannels({ config, db: database.db, clock, log: app.log, sessionSeriesOf }),
      ...(config.notify?.pollSeconds ? { pollSeconds: config.notify.pollSeconds } : {}),
    }),
  );

  app.addHook('onClose', async () => app.storage.dispose());
  // Uploads staged by a process that was killed mid-stream are not stored anywhere: delete them.
  app.addHook('onReady', async () => {
    const removed = await app.storage.sweepStaging(clock.now());
    if (removed > 0) app.log.warn(`removed ${removed} staged upload(s) left by an earlier process`);
  });

  await app.register(errorsPlugin);
  // Headers first: a 503 of the availability plugin is an answer like any other (CSP, no-store).
  await app.register(securityPlugin);
  await app.register(noStorePlugin);
  await app.register(availabilityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  // Before the routes: it gives write routes the hook that drops what they change (onRoute).
  await app.register(studentCachePlugin, { dropAllOn: [CATALOGUE_CHANNEL] });
  await app.register(consoleCachePlugin, options.consoleCache ?? {});
  // Every request body (uploads too) arrives at a minimum rate and within its deadline, or 408.
  await app.register(bodyDeadlinePlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(onboardingRoutes);
  await app.register(coursesRoutes);
  await app.register(shortlistRoutes);
  await app.register(profileRoutes);
  await app.register(studentsRoutes);
  await app.register(filesRoutes);
  await app.register(documentsRoutes);
  await app.register(eventsRoutes);
  await app.register(counsellingRoutes);
  await app.register(applicationsRoutes);
  // Fees & Finance lists the tuition deposits the post-offer module owns (payments cannot import it).
  await app.register(paymentsRoutes, { deposits: { listVerifiedDepositsOf, findVerifiedDeposit } });
  await app.register(postOfferRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationRoutes);
  await app.register(messagesRoutes);
  await app.register(staffRoutes);
  await app.register(staffAccountsRoutes);
  await app.register(counsellorCardRoutes);

  if (options.webDistDir) await app.register(webPlugin, { distDir: options.webDistDir });
  return app;
}
