// One JSON line per request (method, path without its query, status, milliseconds) and the
// server's own errors. Nothing a shopper sends besides the method and path is written: no query
// (lookup tokens travel there), no header, no cookie, no body (card numbers).
import type { MiddlewareHandler } from 'hono';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type WrittenLevel = Exclude<LogLevel, 'silent'>;

export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface Logger {
  log(level: WrittenLevel, message: string, fields?: LogFields): void;
}

const rank = (level: LogLevel) => LOG_LEVELS.indexOf(level);

/** A logger writing lines at `level` and above; `write` is where each line goes (stdout/stderr by default). */
export function createLogger(
  level: LogLevel,
  write: (line: string, level: WrittenLevel) => void = (line, at) =>
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`),
): Logger {
  return {
    log(at, message, fields = {}) {
      if (rank(at) < rank(level)) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }), at);
    },
  };
}

/** Writes nothing: what createApp uses unless it is given a logger, so tests stay quiet. */
export const silentLogger: Logger = { log() {} };

/**
 * LOG_LEVEL when it names a level; otherwise info, except under tests and CI, which stay quiet
 * unless asked (NODE_ENV=test, VITEST, CI).
 */
export function logLevelFrom(env: Readonly<Record<string, string | undefined>>): LogLevel {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked && (LOG_LEVELS as readonly string[]).includes(asked)) return asked as LogLevel;
  return env.NODE_ENV === 'test' || env.VITEST || env.CI ? 'silent' : 'info';
}

/** A long path is cut, so one request cannot write a huge line. */
const MAX_PATH = 200;

/**
 * Logs each request once it is answered: 5xx at error, 4xx at warn, the rest at info (health checks
 * at debug). A 503 with Retry-After (a busy store, the waiting room) is the server shedding a crowd
 * as designed, so a warning, not an error.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const shed = status === 503 && c.res.headers.has('Retry-After');
    const level: WrittenLevel =
      status >= 500 && !shed
        ? 'error'
        : status >= 400
          ? 'warn'
          : c.req.path.startsWith('/health/')
            ? 'debug'
            : 'info';
    logger.log(level, 'request', {
      method: c.req.method,
      path: c.req.path.slice(0, MAX_PATH),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
