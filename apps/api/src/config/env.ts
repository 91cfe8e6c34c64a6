import path from 'node:path';
import v8 from 'node:v8';
import { BODY_DEADLINES, OTP_LIMITS, type TBodyDeadlines } from '@portal/contract';
import { z } from 'zod';
import { connectionCapFor, readDescriptorLimit } from '../lib/descriptor-limit.ts';

/** Why this number: docs/security.md, "Availability". */
const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 1000;

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    OTP_OUTBOX: z.string().min(1).optional(),
    OTP_WEBHOOK_URL: z.url({ message: 'OTP_WEBHOOK_URL must be an http(s) URL' }).optional(),
    // Texts per hour across all numbers and instances; past it /otp/generate fails closed (503).
    OTP_SMS_BUDGET_PER_HOUR: z.coerce
      .number({ message: 'OTP_SMS_BUDGET_PER_HOUR must be a whole number above 0' })
      .int('OTP_SMS_BUDGET_PER_HOUR must be a whole number above 0')
      .positive('OTP_SMS_BUDGET_PER_HOUR must be a whole number above 0')
      .default(OTP_LIMITS.defaultSmsBudgetPerHour),
    // Notifications (docs/notifications.md): email through SMTP, texts through a gateway webhook, links to PUBLIC_URL.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Study Abroad Portal <no-reply@localhost>'),
    MAIL_OUTBOX: z.string().min(1).optional(),
    NOTIFY_WEBHOOK_URL: z.url({ message: 'NOTIFY_WEBHOOK_URL must be an http(s) URL' }).optional(),
    NOTIFY_OUTBOX: z.string().min(1).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) URL' }).optional(),
    // The job queue's timing (docs/notifications.md, "Reliability"): how long a job may be held before it counts
    // as abandoned by a process that died and is retried, and the first retry's delay (it doubles each time).
    JOB_EXPIRE_SECONDS: z.coerce
      .number({ message: 'JOB_EXPIRE_SECONDS must be a whole number of seconds, 1 or more' })
      .int('JOB_EXPIRE_SECONDS must be a whole number of seconds, 1 or more')
      .min(1, 'JOB_EXPIRE_SECONDS must be a whole number of seconds, 1 or more')
      .optional(),
    JOB_RETRY_DELAY_SECONDS: z.coerce
      .number({ message: 'JOB_RETRY_DELAY_SECONDS must be a whole number of seconds, 1 or more' })
      .int('JOB_RETRY_DELAY_SECONDS must be a whole number of seconds, 1 or more')
      .min(1, 'JOB_RETRY_DELAY_SECONDS must be a whole number of seconds, 1 or more')
      .optional(),
    // How often each worker looks for due jobs (its own default when unset: deliveries 1 s, reminders 30 s).
    JOB_POLL_SECONDS: z.coerce
      .number({ message: 'JOB_POLL_SECONDS must be a number of seconds from 0.5 to 60' })
      .min(0.5, 'JOB_POLL_SECONDS must be a number of seconds from 0.5 to 60')
      .max(60, 'JOB_POLL_SECONDS must be a number of seconds from 0.5 to 60')
      .optional(),
    // Behind a reverse proxy the client address comes from X-Forwarded-For; the per-IP limits need it.
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d+|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
        'TRUST_PROXY must be true, false, a hop count, or comma-separated proxy addresses/CIDRs',
      )
      .default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Where uploaded files live: this machine's DATA_DIR/files, or an S3-compatible bucket that
    // several instances share.
    STORAGE: z.enum(['local', 's3'], { message: 'STORAGE must be local or s3' }).default('local'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Overload shedding (plugins/availability.ts); 0 turns a check off. Why these defaults: docs/security.md.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
    PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    PRESSURE_MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).default(DEFAULT_MAX_REQUESTS_IN_FLIGHT),
    // A second port for /api/health and /api/health/live only, answered by a thread of its own.
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    // Client connections held at once; by default the descriptor limit read at start less a reserve.
    MAX_CONNECTIONS: z.coerce
      .number({ message: 'MAX_CONNECTIONS must be a whole number above 0' })
      .int('MAX_CONNECTIONS must be a whole number above 0')
      .positive('MAX_CONNECTIONS must be a whole number above 0')
      .optional(),
    // How long a SIGTERM waits for requests in flight before it cuts their connections.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    // How long a SIGTERM keeps accepting (readiness already 503) so a proxy stops routing here first.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
    // The slowest a request body may arrive on average (plugins/body-deadline.ts); uploads' deadlines follow it.
    BODY_MIN_BYTES_PER_SECOND: z.coerce
      .number({ message: 'BODY_MIN_BYTES_PER_SECOND must be a whole number above 0' })
      .int('BODY_MIN_BYTES_PER_SECOND must be a whole number above 0')
      .positive('BODY_MIN_BYTES_PER_SECOND must be a whole number above 0')
      .default(BODY_DEADLINES.minBytesPerSecond),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    if (env.OTP_OUTBOX)
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_OUTBOX'],
        message: 'must not be set in production (codes would sit in a file)',
      });
    if (env.SMTP_URL && !env.PUBLIC_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production with SMTP_URL (the links in emails)',
      });
    for (const name of ['MAIL_OUTBOX', 'NOTIFY_OUTBOX'] as const) {
      if (env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must not be set in production (messages would sit in a file)',
        });
    }
    if (!env.OTP_WEBHOOK_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_WEBHOOK_URL'],
        message: 'is required in production (a real SMS gateway)',
      });
  });

export type TEnv = z.infer<typeof ZEnv>;

/** An S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`). */
export type TS3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type TConfig = {
  env: TEnv['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  otpOutbox: string | undefined;
  otpWebhookUrl: string | undefined;
  /** OTP_SMS_BUDGET_PER_HOUR; the contract's default when absent. */
  otpSmsBudgetPerHour?: number;
  logLevel: TEnv['LOG_LEVEL'];
  /** Fastify's trustProxy: which hops may set the client address (X-Forwarded-For). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** In tests: an in-memory PGlite instead of a folder. */
  inMemoryDb: boolean;
  /** Uploaded files: local disk (DATA_DIR/files) when absent, or an S3-compatible bucket. */
  storage?: { kind: 'local' } | ({ kind: 's3' } & TS3Config);
  /** Limits past which requests are shed with 503 (absent: never, as in API tests). */
  pressure?: TPressureConfig;
  /** GET /api/health and /api/health/live also on this port, from a worker thread (absent: not). */
  healthPort?: number;
  /** Client connections held at once (absent: not capped, as in API tests that never listen). */
  maxConnections?: number;
  /** The soft descriptor limit read at start (`ulimit -n`), which the default maxConnections comes from. */
  descriptorLimit?: number;
  /** SIGTERM: how long requests in flight may take before their connections are cut (default 10 s). */
  shutdownGraceMs?: number;
  /** SIGTERM: how long to keep accepting, answering readiness 503, before closing (default 0). */
  shutdownDrainMs?: number;
  /** The contract's BODY_DEADLINES, some replaced (tests scale them down to seconds). */
  bodyDeadlines?: Partial<TBodyDeadlines>;
  /** How notifications leave the portal (absent: no email, texts to the log, links to localhost). */
  notify?: TNotifyConfig;
  /** The job queue's timing; absent: each queue's own (queues.ts). */
  jobTiming?: TJobTiming;
};

/** Overrides every queue's timing (JOB_EXPIRE_SECONDS, JOB_RETRY_DELAY_SECONDS): all instances should agree. */
export type TJobTiming = {
  /** A job held longer (its process died) is retried; maintenance looks this often or every 30 s. */
  expireSeconds?: number | undefined;
  /** The first retry's delay; each further one doubles it (with jitter). */
  retryDelaySeconds?: number | undefined;
};

export type TNotifyConfig = {
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** Outside production, with no SMTP_URL: every email appended to this file as one JSON line. */
  mailOutbox?: string | undefined;
  /** SMS and WhatsApp gateway (NOTIFY_WEBHOOK_URL, else OTP_WEBHOOK_URL). */
  webhookUrl?: string | undefined;
  /** Outside production, with no webhook: every text appended to this file as one JSON line. */
  textOutbox?: string | undefined;
  /** The portal's address as people reach it: links in emails and texts. */
  publicUrl: string;
  /** How often a worker looks for due jobs (seconds, at least 0.5). */
  pollSeconds?: number;
};

/** Each limit 0 = not checked. */
export type TPressureConfig = {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /** The most ordinary requests (health checks aside) answered at once; it adapts below (lib/admission-limit.ts). */
  maxRequestsInFlight: number;
};

const MB = 1024 * 1024;
/** Shed before V8 runs out of heap (it would crash the process), not at ordinary heights. */
const HEAP_SHARE = 0.9;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const descriptorLimit = readDescriptorLimit();
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    otpOutbox: env.OTP_OUTBOX ? path.resolve(env.OTP_OUTBOX) : undefined,
    otpWebhookUrl: env.OTP_WEBHOOK_URL,
    otpSmsBudgetPerHour: env.OTP_SMS_BUDGET_PER_HOUR,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    inMemoryDb: false,
    storage: storageOf(env),
    pressure: {
      maxEventLoopDelayMs: env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes:
        env.PRESSURE_MAX_HEAP_USED_MB === undefined
          ? Math.floor(v8.getHeapStatistics().heap_size_limit * HEAP_SHARE)
          : env.PRESSURE_MAX_HEAP_USED_MB * MB,
      maxRssBytes: env.PRESSURE_MAX_RSS_MB * MB,
      maxRequestsInFlight: env.PRESSURE_MAX_REQUESTS_IN_FLIGHT,
    },
    descriptorLimit,
    healthPort: env.HEALTH_PORT,
    maxConnections: env.MAX_CONNECTIONS ?? connectionCapFor(descriptorLimit),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    bodyDeadlines: { minBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND },
    notify: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      mailOutbox: env.MAIL_OUTBOX ? path.resolve(env.MAIL_OUTBOX) : undefined,
      webhookUrl: env.NOTIFY_WEBHOOK_URL ?? env.OTP_WEBHOOK_URL,
      textOutbox: env.NOTIFY_OUTBOX ? path.resolve(env.NOTIFY_OUTBOX) : undefined,
      ...(env.JOB_POLL_SECONDS ? { pollSeconds: env.JOB_POLL_SECONDS } : {}),
      publicUrl: (
        env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
      ).replace(/\/$/, ''),
    },
    jobTiming: { expireSeconds: env.JOB_EXPIRE_SECONDS, retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS },
  };
}

function storageOf(env: TEnv): TConfig['storage'] {
  if (env.STORAGE === 'local') return { kind: 'local' };
  // superRefine has refused a missing value already.
  const required = (value: string | undefined) => value ?? '';
  return {
    kind: 's3',
    endpoint: required(env.S3_ENDPOINT).replace(/\/+$/, ''),
    bucket: required(env.S3_BUCKET),
    region: env.S3_REGION,
    accessKeyId: required(env.S3_ACCESS_KEY_ID),
    secretAccessKey: required(env.S3_SECRET_ACCESS_KEY),
  };
}

function parseTrustProxy(value: string): TConfig['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    // A hop count: trust the nearest N proxies in front of the server.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}
