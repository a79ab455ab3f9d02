import { Button, IconSparkles, Textarea } from '@nextlevel/design-system';
import styles from './ExplanationSection.module.css';

export interface ExplanationSectionProps {
  prompt: string;
  onPrompt: (prompt: string) => void;
  explanation: string;
  onExplanation: (explanation: string) => void;
  /** A generation is under way: the text streams into the explanation box. */
  streaming: boolean;
  onGenerate: () => void;
  onStop: () => void;
}

/** AI Explanation (Optional), SPEC §2: the prompt, Generate Explanation with Stop, the explanation and Regenerate. */
export function ExplanationSection({
  prompt,
  onPrompt,
  explanation,
  onExplanation,
  streaming,
  onGenerate,
  onStop,
}: ExplanationSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="snippet-ai-heading">
      <h2 id="snippet-ai-heading" className={styles.heading}>
        AI Explanation (Optional)
      </h2>
      <Textarea
        label="Prompt"
        rows={15}
        value={prompt}
        onChange={(e) => onPrompt(e.target.value)}
        hint="Built from the quote, author and category with the default prompt; edit it as you like."
      />
      <div className={styles.actions}>
        <Button onClick={onGenerate} busy={streaming} busyText="Generating...">
          <IconSparkles size={18} />
          Generate Explanation
        </Button>
        {streaming ? (
          <Button variant="outline" onClick={onStop}>
            Stop
          </Button>
        ) : null}
      </div>
      {explanation || streaming ? (
        <>
          <Textarea
            label="Generated Explanation"
            rows={15}
            value={explanation}
            onChange={(e) => onExplanation(e.target.value)}
            readOnly={streaming}
            aria-busy={streaming || undefined}
          />
          <div className={styles.actions}>
            <Button variant="outline" onClick={onGenerate} disabled={streaming}>
              Regenerate
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
