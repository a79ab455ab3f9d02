import pino, { type Logger } from 'pino';
import type { Config } from './config/config';

/** Structured JSON logs; quiet under tests unless LOG_LEVEL asks otherwise. */
export const createLogger = (config: Pick<Config, 'env'>): Logger =>
  pino({
    level: process.env.LOG_LEVEL ?? (config.env === 'test' ? 'warn' : 'info'),
    base: { pid: process.pid },
    redact: ['req.headers.cookie', 'password'],
  });
