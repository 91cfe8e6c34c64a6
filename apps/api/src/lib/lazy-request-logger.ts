import type { FastifyBaseLogger, LogLevel } from 'fastify';

type TBindings = Parameters<FastifyBaseLogger['child']>[0];
type TChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type TLevel = Exclude<LogLevel, 'silent'>;
type TLogArgs = Parameters<FastifyBaseLogger['info']>;
/** Fastify's logger is pino's here (loggerOptions), which answers whether a level is written. */
const isEnabled = (logger: FastifyBaseLogger, level: string) =>
  (logger as FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean }).isLevelEnabled(level);

/**
 * A request's logger that becomes pino's child (with the request id) only when it first writes a line
 * the level lets through. Fastify makes a child per request; pino's child serialises its bindings through
 * the redaction (log-serializers.ts) every time, ~2–3 % of a cached catalogue answer under load (CPU
 * profile), though at the usual level (warn) most requests never log a line.
 */
class LazyRequestLogger {
  #real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: TBindings,
  ) {}

  #child(): FastifyBaseLogger {
    this.#real ??= this.parent.child(this.bindings);
    return this.#real;
  }

  #write(level: TLevel, args: TLogArgs) {
    if (!isEnabled(this.#real ?? this.parent, level)) return;
    (this.#child()[level] as (...args: TLogArgs) => void)(...args);
  }

  get level(): string {
    return (this.#real ?? this.parent).level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return isEnabled(this.#real ?? this.parent, level);
  }
  fatal(...args: TLogArgs) {
    this.#write('fatal', args);
  }
  error(...args: TLogArgs) {
    this.#write('error', args);
  }
  warn(...args: TLogArgs) {
    this.#write('warn', args);
  }
  info(...args: TLogArgs) {
    this.#write('info', args);
  }
  debug(...args: TLogArgs) {
    this.#write('debug', args);
  }
  trace(...args: TLogArgs) {
    this.#write('trace', args);
  }
  silent() {}
  child(bindings: TBindings, options?: TChildOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: the lazy logger, unless the route asks for its own level or serializers
 * (none does today), which only pino's child can carry, or the logger is not pino.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: TBindings,
  options: TChildOptions,
): FastifyBaseLogger {
  const isPino = typeof (logger as { isLevelEnabled?: unknown }).isLevelEnabled === 'function';
  if (!isPino || options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
