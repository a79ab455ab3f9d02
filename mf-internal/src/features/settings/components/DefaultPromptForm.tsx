import { messages, settingValueSchema } from '@nextlevel/bff/contract';
import { Button, Form, FormActions, Textarea, toast } from '@nextlevel/design-system';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { UnsavedChangesDialog } from '../../../lib/UnsavedChangesDialog';
import { useNavigationBlocker } from '../../../lib/use-navigation-blocker';
import { useSaveDefaultPrompt } from '../api/save-default-prompt';

/**
 * The Default Prompt Template and Save Default Prompt, with product §8's toasts. `initial` is the
 * stored prompt (a save updates it): leaving with an edit not saved asks first (issue #24.4).
 */
export function DefaultPromptForm({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useSaveDefaultPrompt();
  // The bff stores the prompt trimmed.
  const { blocker } = useNavigationBlocker(value.trim() !== initial.trim());
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A blank prompt is refused here as the bff refuses it (settingValueSchema).
    const parsed = v.safeParse(settingValueSchema, { value });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    save.mutate(parsed.output.value, {
      onSuccess: () => toast({ title: messages.success.defaultPromptSaved, variant: 'success' }),
      onError: () => toast({ title: messages.errors.title, description: messages.errors.saveDefaultPrompt, variant: 'error' }),
    });
  };
  return (
    <Form onSubmit={onSubmit}>
      <Textarea label="Default Prompt Template" rows={15} required value={value} onChange={(e) => setValue(e.target.value)} error={error} />
      <FormActions>
        <Button type="submit" busy={save.isPending} busyText="Saving...">
          Save Default Prompt
        </Button>
      </FormActions>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
