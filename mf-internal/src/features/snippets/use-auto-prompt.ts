import { useState } from 'react';
import { buildPrompt, type PromptParts } from './build-prompt';

/**
 * The Prompt box (product §4): rebuilt whenever the text, author or category change while all are
 * chosen and the default prompt is loaded. Once edited by hand it is the user's and is never
 * rebuilt behind their back (issue #24.4); `rebuild` (Rebuild prompt) puts the built one back and
 * follows the fields again. `parts` is undefined while something is missing, and then the box
 * keeps what it has.
 */
export function useAutoPrompt(parts: PromptParts | undefined) {
  const built = parts ? buildPrompt(parts) : undefined;
  const [state, setState] = useState<{ builtFrom: string | undefined; prompt: string; edited: boolean }>({
    builtFrom: undefined,
    prompt: '',
    edited: false,
  });
  // Adjusted while rendering (React's advice): the first render with new parts already shows the new prompt.
  if (!state.edited && built !== undefined && built !== state.builtFrom) setState({ builtFrom: built, prompt: built, edited: false });
  return {
    prompt: state.prompt,
    /** Edited by hand: no longer rebuilt as the fields change. */
    edited: state.edited,
    /** Whether there is a prompt to rebuild from the fields (they are all chosen and the default prompt is loaded). */
    canRebuild: built !== undefined,
    edit: (next: string) => setState((s) => ({ ...s, prompt: next, edited: next !== s.builtFrom })),
    rebuild: () => {
      if (built !== undefined) setState({ builtFrom: built, prompt: built, edited: false });
    },
  };
}
