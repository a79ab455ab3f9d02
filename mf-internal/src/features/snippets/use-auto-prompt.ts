import { useState } from 'react';
import { buildPrompt, type PromptParts } from './build-prompt';

/**
 * The Prompt box (SPEC §4): rebuilt whenever the text, author or category change while all are
 * chosen and the default prompt is loaded; edited by hand in between. `parts` is undefined while
 * something is missing, and then the box keeps what it has.
 */
export function useAutoPrompt(parts: PromptParts | undefined) {
  const built = parts ? buildPrompt(parts) : undefined;
  const [state, setState] = useState<{ builtFrom: string | undefined; prompt: string }>({ builtFrom: undefined, prompt: '' });
  // Adjusted while rendering (React's advice): the first render with new parts already shows the new prompt.
  if (built !== undefined && built !== state.builtFrom) setState({ builtFrom: built, prompt: built });
  return [state.prompt, (next: string) => setState((s) => ({ ...s, prompt: next }))] as const;
}
