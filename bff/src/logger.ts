import pino, { type Logger } from 'pino';
import type { Config } from './config/config';

/**
 * Structured JSON logs to stdout; quiet under tests unless LOG_LEVEL asks otherwise.
 * Asynchronous writes coalesce lines under load instead of one blocking write per request.
 */
export const createLogger = (config: Pick<Config, 'env'>): Logger =>
  pino(
    {
      level: process.env.LOG_LEVEL ?? (config.env === 'test' ? 'warn' : 'info'),
      base: { pid: process.pid },
      redact: ['req.headers.cookie', 'password'],
    },
    pino.destination({ dest: 1, sync: false }),
  );
