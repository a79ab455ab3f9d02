import * as v from 'valibot';

/** The first message for each field, keyed by its dotted path (for form errors). */
export const firstIssues = (issues: readonly v.BaseIssue<unknown>[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
};
