import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { messages } from '../../contract/messages';
import { serviceUnavailable } from '../../http/errors';
import { createRateLimiter } from '../auth/rate-limiter';
import type { CallOptions, Explainer } from './explainer';

const HOUR = 60 * 60 * 1000;

export interface ExplanationGeneratorDeps {
  db: Knex;
  clock: Clock;
  explainer: Explainer;
  /** AI_GENERATIONS_PER_HOUR: generations one user may ask for per hour. */
  generationsPerHour: number;
}

export interface ExplanationGenerator {
  /** The whole explanation (product §7's JSON answer). */
  explain(userId: string, prompt: string, options?: CallOptions): Promise<string>;
  /** Admits the call first (503, 429 before any byte is sent), then yields the text as it is generated. */
  stream(userId: string, prompt: string, options?: CallOptions): Promise<AsyncIterable<string>>;
}

/**
 * Generate explanation (product §7, issue #12): the explainer behind the per-user limit. Every request
 * that reaches the AI service counts, whatever its outcome: each one may cost tokens. So does the
 * client's retry of a failed one (issue #23 item 11), and a retry past the limit is not sent: the
 * call answers the 429. The counter is the account throttles' (auth_rate_limits), so every bff
 * process shares it.
 */
export const createExplanationGenerator = ({
  db,
  clock,
  explainer,
  generationsPerHour,
}: ExplanationGeneratorDeps): ExplanationGenerator => {
  const limiter = createRateLimiter({ db, clock });
  const count = async (userId: string) => {
    await limiter.consume([{ key: `ai-explanation:user:${userId}`, limit: generationsPerHour, windowMs: HOUR }], {
      message: messages.errors.aiTooMany,
    });
  };
  const admit = async (userId: string, options: CallOptions = {}): Promise<CallOptions> => {
    // Not configured is said before counting: nothing was generated.
    if (!explainer.configured) throw serviceUnavailable(messages.errors.aiNotConfigured);
    await count(userId);
    return { ...options, beforeRetry: () => count(userId) };
  };
  return {
    explain: async (userId, prompt, options) => explainer.explain(prompt, await admit(userId, options)),
    stream: async (userId, prompt, options) => explainer.stream(prompt, await admit(userId, options)),
  };
};
