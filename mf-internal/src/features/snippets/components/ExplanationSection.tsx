import { messages } from '@nextlevel/bff/contract';
import { Alert, Button, IconSparkles, Textarea } from '@nextlevel/design-system';
import { useId } from 'react';
import styles from './ExplanationSection.module.css';

export interface ExplanationSectionProps {
  prompt: string;
  onPrompt: (prompt: string) => void;
  /** The prompt was edited by hand: Rebuild prompt is offered when there is one to rebuild. */
  promptEdited: boolean;
  onRebuildPrompt?: (() => void) | undefined;
  explanation: string;
  onExplanation: (explanation: string) => void;
  /** Whether the bff has an AI service (GET /api/internal/ai-status); undefined until known. */
  aiConfigured: boolean | undefined;
  /** A generation is under way: the text streams into the explanation box. */
  streaming: boolean;
  onGenerate: () => void;
  onStop: () => void;
}

/**
 * AI Explanation (Optional), product §2: the prompt (with Rebuild prompt once edited by hand), Generate
 * Explanation with Stop, the explanation and Regenerate. Generate is disabled, with its reason beside
 * it, when no AI service is configured or the prompt is empty (issue #24.5: said on the form, not by a toast).
 */
export function ExplanationSection({
  prompt,
  onPrompt,
  promptEdited,
  onRebuildPrompt,
  explanation,
  onExplanation,
  aiConfigured,
  streaming,
  onGenerate,
  onStop,
}: ExplanationSectionProps) {
  const reasonId = useId();
  const notConfigured = aiConfigured === false;
  let reason: string | undefined;
  if (notConfigured) reason = 'Generating needs an AI service. You can still write the explanation yourself.';
  else if (!prompt.trim()) reason = 'Fill in the quote, author and category to build the prompt, or write one.';
  return (
    <section className={styles.section} aria-labelledby="snippet-ai-heading">
      <h2 id="snippet-ai-heading" className={styles.heading}>
        AI Explanation (Optional)
      </h2>
      {notConfigured ? (
        <Alert tone="info" title={messages.errors.aiNotConfigured}>
          An administrator can set OPENAI_API_KEY or OPENAI_BASE_URL on the server to turn them on.
        </Alert>
      ) : null}
      <Textarea
        label="Prompt"
        rows={15}
        value={prompt}
        onChange={(e) => onPrompt(e.target.value)}
        hint={
          promptEdited
            ? 'Edited by hand: it stays as you wrote it when the quote, author or category change.'
            : 'Built from the quote, author and category with the default prompt; edit it as you like.'
        }
      />
      <div className={styles.actions}>
        <Button
          onClick={onGenerate}
          busy={streaming}
          busyText="Generating..."
          disabled={reason !== undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          <IconSparkles size={18} />
          Generate Explanation
        </Button>
        {streaming ? (
          <Button variant="outline" onClick={onStop}>
            Stop
          </Button>
        ) : null}
        {promptEdited && onRebuildPrompt ? (
          <Button variant="outline" onClick={onRebuildPrompt} disabled={streaming}>
            Rebuild prompt
          </Button>
        ) : null}
        {reason ? (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        ) : null}
      </div>
      {explanation || streaming || notConfigured ? (
        <>
          <Textarea
            label="Generated Explanation"
            rows={15}
            value={explanation}
            onChange={(e) => onExplanation(e.target.value)}
            readOnly={streaming}
            aria-busy={streaming || undefined}
          />
          {notConfigured ? null : (
            <div className={styles.actions}>
              <Button variant="outline" onClick={onGenerate} disabled={streaming || !prompt.trim()}>
                Regenerate
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
