import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger (`request.log`), made by pino only when the request logs something. Fastify makes one for every
 * request, and with redaction on, pino's child writes its bindings through the redaction: a tenth of the cheapest
 * route's time for a logger that most requests never use.
 */
export class LazyRequestLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  #made: Logger | null = null;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #logger(): Logger {
    this.#made ??= this.#parent.child(this.#bindings);
    return this.#made;
  }

  #call(level: Level, args: unknown[]): void {
    if ((this.#made ?? this.#parent).isLevelEnabled(level)) (this.#logger[level] as LogMethod)(...args);
  }

  get level(): string {
    return (this.#made ?? this.#parent).level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  fatal(...args: unknown[]) {
    this.#call('fatal', args);
  }
  error(...args: unknown[]) {
    this.#call('error', args);
  }
  warn(...args: unknown[]) {
    this.#call('warn', args);
  }
  info(...args: unknown[]) {
    this.#call('info', args);
  }
  debug(...args: unknown[]) {
    this.#call('debug', args);
  }
  trace(...args: unknown[]) {
    this.#call('trace', args);
  }
  silent() {}
  isLevelEnabled(level: string): boolean {
    return (this.#made ?? this.#parent).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return this.#logger.bindings();
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.#logger.child(bindings, options);
  }
}
