import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssues, generateExplanationSchema, LONG_TEXT_MAX, messages, SNIPPET_TEXT_MAX, snippetSaveSchema } from './index';

const m = messages.validation;

describe('snippet schemas', () => {
  it('requires text, author and category with the one product §5 message, and leaves a missing explanation out', () => {
    const r = v.safeParse(snippetSaveSchema, { text: ' ', authorId: '', categoryId: '' });
    expect(firstIssues(r.issues ?? [])).toEqual({ text: m.snippetRequired, authorId: m.snippetRequired, categoryId: m.snippetRequired });
    expect(v.parse(snippetSaveSchema, { text: ' Quote ', authorId: 'a', categoryId: 'c' })).toEqual({
      text: 'Quote',
      authorId: 'a',
      categoryId: 'c',
    });
  });

  it('words the length limits from the catalogue', () => {
    const long = v.safeParse(snippetSaveSchema, {
      text: 'x'.repeat(SNIPPET_TEXT_MAX + 1),
      authorId: 'a',
      categoryId: 'c',
      explanation: 'x'.repeat(LONG_TEXT_MAX + 1),
    });
    expect(firstIssues(long.issues ?? [])).toEqual({ text: m.snippetTextTooLong, explanation: m.explanationTooLong });
    expect(firstIssues(v.safeParse(generateExplanationSchema, { prompt: '  ' }).issues ?? [])).toEqual({ prompt: m.promptRequired });
  });
});
