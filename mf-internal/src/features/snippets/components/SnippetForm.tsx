import type { SnippetForEditNamed } from '@nextlevel/bff/contract';
import { messages, snippetSaveSchema } from '@nextlevel/bff/contract';
import { Button, Form, FormActions, FormRow, Textarea, toast, type ComboboxOption } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { useDefaultPrompt } from '../../../lib/default-prompt';
import { UnsavedChangesDialog } from '../../../lib/UnsavedChangesDialog';
import { useNavigationBlocker } from '../../../lib/use-navigation-blocker';
import { useExplanationStream } from '../api/generate-explanation';
import { useAiStatus } from '../api/get-ai-status';
import { useSaveSnippet } from '../api/save-snippet';
import { listFrom, type ListReturnState } from '../list-return';
import { useAutoPrompt } from '../use-auto-prompt';
import { AuthorPicker } from './AuthorPicker';
import { CategoryPicker } from './CategoryPicker';
import { ExplanationSection } from './ExplanationSection';

export interface SnippetFormProps {
  /** The snippet being edited; none for a new one. */
  id?: string;
  initial?: SnippetForEditNamed;
}

const showError = (description: string) => toast({ title: messages.errors.title, description, variant: 'error' });

/** The New Snippet / Edit Snippet form (product §2, §4): the snippet, its AI explanation, and saving. */
export function SnippetForm({ id, initial }: SnippetFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const defaultPrompt = useDefaultPrompt();
  const aiStatus = useAiStatus();
  const save = useSaveSnippet(id);
  const [text, setText] = useState(initial?.text ?? '');
  const [author, setAuthor] = useState<ComboboxOption | null>(initial ? { value: initial.authorId, label: initial.authorName } : null);
  const [category, setCategory] = useState<ComboboxOption | null>(
    initial ? { value: initial.categoryId, label: initial.categoryName } : null,
  );
  const authorId = author?.value ?? '';
  const categoryId = category?.value ?? '';
  const [explanation, setExplanation] = useState(initial?.detailed_explanation ?? '');

  const authorName = author?.label;
  const categoryName = category?.label;
  const defaultValue = defaultPrompt.data?.value;
  const prompt = useAutoPrompt(
    text.trim() && authorName && categoryName && defaultValue !== undefined
      ? { text, authorName, categoryName, defaultPrompt: defaultValue }
      : undefined,
  );
  // What the box held before a generation: a failed one puts it back rather than leave it empty.
  const beforeGeneration = useRef('');
  const stream = useExplanationStream({
    onStart: () => {
      beforeGeneration.current = explanation;
      setExplanation('');
    },
    onChunk: (chunk) => setExplanation((so) => so + chunk),
    onDone: setExplanation,
    onFail: () => setExplanation(beforeGeneration.current),
  });

  // Issue #24.4: leaving with unsaved changes (a link, Back, closing the tab) asks first. A
  // prompt edited by hand counts: it is work, though it is not saved with the snippet.
  const dirty =
    text !== (initial?.text ?? '') ||
    authorId !== (initial?.authorId ?? '') ||
    categoryId !== (initial?.categoryId ?? '') ||
    explanation !== (initial?.detailed_explanation ?? '') ||
    prompt.edited;
  const { blocker, release } = useNavigationBlocker(dirty);
  // Back to the list as it was (its filters), with the card just edited in view (issue #24.3).
  const list = listFrom(location.state);
  const back: ListReturnState | undefined = id ? { returnTo: id } : undefined;

  const ready = Boolean(text.trim() && authorId && categoryId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || stream.streaming) return;
    // product §7: the explanation is left out when empty.
    const parsed = v.safeParse(snippetSaveSchema, { text, authorId, categoryId, ...(explanation.trim() ? { explanation } : {}) });
    if (!parsed.success) return showError(parsed.issues[0].message);
    save.mutate(parsed.output, {
      onSuccess: () => {
        toast({ title: id ? messages.success.snippetUpdated : messages.success.snippetCreated, variant: 'success' });
        release();
        navigate(list, { state: back });
      },
      onError: (err) => showError(errorMessage(err, messages.errors.saveSnippet)),
    });
  };

  return (
    <Form onSubmit={onSubmit}>
      <Textarea label="Snippet Text" rows={4} required value={text} onChange={(e) => setText(e.target.value)} />
      <FormRow>
        {/* They search the bff as they are typed into (issue #24: 100,000 authors); the first page
            of each is asked as the form opens, so a picker opens on its options. */}
        <AuthorPicker required value={author} onChoose={setAuthor} />
        <CategoryPicker required value={category} onChoose={setCategory} />
      </FormRow>
      <ExplanationSection
        prompt={prompt.prompt}
        onPrompt={prompt.edit}
        promptEdited={prompt.edited}
        onRebuildPrompt={prompt.canRebuild ? prompt.rebuild : undefined}
        explanation={explanation}
        onExplanation={setExplanation}
        aiConfigured={aiStatus.data?.configured}
        streaming={stream.streaming}
        onGenerate={() => void stream.generate(prompt.prompt)}
        onStop={stream.stop}
      />
      <FormActions>
        <Button asChild variant="outline">
          <Link to={list} state={back}>
            Cancel
          </Link>
        </Button>
        <Button type="submit" busy={save.isPending} busyText="Saving..." disabled={!ready || stream.streaming}>
          {id ? 'Update Snippet' : 'Create Snippet'}
        </Button>
      </FormActions>
      <UnsavedChangesDialog blocker={blocker} />
    </Form>
  );
}
