import type { SnippetForEdit } from '@nextlevel/bff/contract';
import { messages, snippetSaveSchema } from '@nextlevel/bff/contract';
import { Button, Form, FormActions, FormRow, Select, Textarea, toast } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { useDefaultPrompt } from '../../../lib/default-prompt';
import { useExplanationStream } from '../api/generate-explanation';
import { useAuthorOptions } from '../api/get-author-options';
import { useCategoryOptions } from '../api/get-category-options';
import { useSaveSnippet } from '../api/save-snippet';
import { useAutoPrompt } from '../use-auto-prompt';
import { ExplanationSection } from './ExplanationSection';

export interface SnippetFormProps {
  /** The snippet being edited; none for a new one. */
  id?: string;
  initial?: SnippetForEdit;
}

const showError = (description: string) => toast({ title: messages.errors.title, description, variant: 'error' });

/** The New Snippet / Edit Snippet form (SPEC §2, §4): the snippet, its AI explanation, and saving. */
export function SnippetForm({ id, initial }: SnippetFormProps) {
  const navigate = useNavigate();
  const authors = useAuthorOptions();
  const categories = useCategoryOptions();
  const defaultPrompt = useDefaultPrompt();
  const save = useSaveSnippet(id);
  const [text, setText] = useState(initial?.text ?? '');
  const [authorId, setAuthorId] = useState(initial?.authorId ?? '');
  const [categoryId, setCategoryId] = useState(initial?.categoryId ?? '');
  const [explanation, setExplanation] = useState(initial?.detailed_explanation ?? '');

  const authorName = authors.data?.find((a) => a.id === authorId)?.name;
  const categoryName = categories.data?.find((c) => c.id === categoryId)?.category;
  const defaultValue = defaultPrompt.data?.value;
  const [prompt, setPrompt] = useAutoPrompt(
    text.trim() && authorName && categoryName && defaultValue !== undefined
      ? { text, authorName, categoryName, defaultPrompt: defaultValue }
      : undefined,
  );
  const stream = useExplanationStream({
    onStart: () => setExplanation(''),
    onChunk: (chunk) => setExplanation((so) => so + chunk),
    onDone: setExplanation,
  });

  const ready = Boolean(text.trim() && authorId && categoryId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || stream.streaming) return;
    // SPEC §7: the explanation is left out when empty.
    const parsed = v.safeParse(snippetSaveSchema, { text, authorId, categoryId, ...(explanation.trim() ? { explanation } : {}) });
    if (!parsed.success) return showError(parsed.issues[0].message);
    save.mutate(parsed.output, {
      onSuccess: () => {
        toast({ title: id ? messages.success.snippetUpdated : messages.success.snippetCreated, variant: 'success' });
        navigate('/internal/snippets');
      },
      onError: (err) => showError(errorMessage(err, messages.errors.saveSnippet)),
    });
  };

  return (
    <Form onSubmit={onSubmit}>
      <Textarea label="Snippet Text" rows={4} required value={text} onChange={(e) => setText(e.target.value)} />
      <FormRow>
        <Select
          label="Author"
          required
          options={(authors.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          value={authorId}
          onValueChange={setAuthorId}
          placeholder={authors.isPending ? 'Loading authors...' : 'Select an author'}
          disabled={!authors.isSuccess}
        />
        <Select
          label="Category"
          required
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
          value={categoryId}
          onValueChange={setCategoryId}
          placeholder={categories.isPending ? 'Loading categories...' : 'Select a category'}
          disabled={!categories.isSuccess}
        />
      </FormRow>
      <ExplanationSection
        prompt={prompt}
        onPrompt={setPrompt}
        explanation={explanation}
        onExplanation={setExplanation}
        streaming={stream.streaming}
        onGenerate={() => void stream.generate(prompt)}
        onStop={stream.stop}
      />
      <FormActions>
        <Button asChild variant="outline">
          <Link to="/internal/snippets">Cancel</Link>
        </Button>
        <Button type="submit" busy={save.isPending} busyText="Saving..." disabled={!ready || stream.streaming}>
          {id ? 'Update Snippet' : 'Create Snippet'}
        </Button>
      </FormActions>
    </Form>
  );
}
