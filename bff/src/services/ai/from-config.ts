import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import type { AppDeps } from '../../app-deps';
import { createExplainer, type Explainer, type ExplainerOptions } from './explainer';

/** The explainer's settings out of the environment's (OPENAI_*, AI_*). */
export const explainerOptionsFrom = ({ openai }: Config, logger: Logger): ExplainerOptions => ({
  apiKey: openai.apiKey,
  baseURL: openai.baseUrl,
  model: openai.model,
  timeoutMs: openai.timeoutMs,
  idleTimeoutMs: openai.idleTimeoutMs,
  maxTokens: openai.maxTokens,
  logger,
});

/** The app's explainer: the one the server entry (or a test) passed, else one built from the config. */
export const explainerFor = (deps: AppDeps): Explainer => deps.explainer ?? createExplainer(explainerOptionsFrom(deps.config, deps.logger));
