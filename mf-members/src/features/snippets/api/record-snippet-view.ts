import { memberSnippetEndpoints, type MemberSnippet } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useEffect, useRef } from 'react';

/** POST /api/snippets/{id}/view. */
export const recordSnippetView = (id: string) => callApi(memberSnippetEndpoints.recordSnippetView, { params: { id } });

/**
 * product §4: each snippet shown records one view; a failure is only logged (product §7). `displayKey`
 * names one display, so StrictMode's second effect run (the ref survives it) records nothing more.
 */
export function useRecordSnippetView(snippet: MemberSnippet | null | undefined, displayKey: string) {
  const recorded = useRef<string | null>(null);
  const id = snippet?.id;
  useEffect(() => {
    if (!id || recorded.current === displayKey) return;
    recorded.current = displayKey;
    recordSnippetView(id).catch((err: unknown) => console.error('Failed to record snippet view', err));
  }, [id, displayKey]);
}
