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
  /** The whole explanation (SPEC §7's JSON answer). */
  explain(userId: string, prompt: string, options?: CallOptions): Promise<string>;
  /** Admits the call first (503, 429 before any byte is sent), then yields the text as it is generated. */
  stream(userId: string, prompt: string, options?: CallOptions): Promise<AsyncIterable<string>>;
}

/**
 * Generate explanation (SPEC §7, issue #12): the explainer behind the per-user limit. Every call
 * that reaches the AI service counts, whatever its outcome: each one may cost tokens. The counter
 * is the account throttles' (auth_rate_limits), so every bff process shares it.
 */
export const createExplanationGenerator = ({
  db,
  clock,
  explainer,
  generationsPerHour,
}: ExplanationGeneratorDeps): ExplanationGenerator => {
  const limiter = createRateLimiter({ db, clock });
  const admit = async (userId: string) => {
    // Not configured is said before counting: nothing was generated.
    if (!explainer.configured) throw serviceUnavailable(messages.errors.aiNotConfigured);
    await limiter.consume([{ key: `ai-explanation:user:${userId}`, limit: generationsPerHour, windowMs: HOUR }], {
      message: messages.errors.aiTooMany,
    });
  };
  return {
    explain: async (userId, prompt, options) => {
      await admit(userId);
      return explainer.explain(prompt, options);
    },
    stream: async (userId, prompt, options) => {
      await admit(userId);
      return explainer.stream(prompt, options);
    },
  };
};
