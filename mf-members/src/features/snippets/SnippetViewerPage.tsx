import { messages, type MemberSnippet } from '@nextlevel/bff/contract';
import { Alert, Button, EmptyState, IconFileText, IconRefresh, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { useLayoutEffect, useRef, useState } from 'react';
import { useRandomSnippet, type Draw } from './api/get-random-snippet';
import { useRecordSnippetView } from './api/record-snippet-view';
import { useSetFavourite } from './api/set-favourite';
import { SnippetCard } from './components/SnippetCard';
import styles from './SnippetViewerPage.module.css';

const announcement = (snippet: MemberSnippet) => `New snippet: “${snippet.text}” — ${snippet.authorName}`;

/**
 * /members/apps/snippets (product §2): one random snippet at a time. Refresh keeps the card and its
 * buttons in place while the next one loads (a quiet busy state), keeps the focus on Refresh
 * wherever the answer puts it, and announces the new snippet politely (issue #24.2).
 */
export default function SnippetViewerPage() {
  const [draw, setDraw] = useState<Draw>({ n: 0 });
  const random = useRandomSnippet(draw);
  const loadingNext = random.isPlaceholderData;
  const snippet = random.data;
  const setFavourite = useSetFavourite();
  // The snippet still shown while the next loads was recorded when it was drawn.
  useRecordSnippetView(loadingNext ? undefined : snippet, `${draw.n}:${snippet?.id ?? ''}`);

  const refreshRef = useRef<HTMLButtonElement>(null);
  // Refresh had the focus: it keeps it, even when the answer draws it in another place (the error, the empty state).
  const keepFocus = useRef(false);
  useLayoutEffect(() => {
    const button = refreshRef.current;
    if (!keepFocus.current || !button || document.activeElement === button) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) button.focus();
  });

  // Never the same snippet twice in a row (issue #11): the next draw excludes the one shown.
  const refresh = () => {
    keepFocus.current = document.activeElement === refreshRef.current;
    setDraw({ n: draw.n + 1, ...(snippet ? { exclude: snippet.id } : {}) });
  };
  const refreshButton = (
    <Button
      ref={refreshRef}
      variant="outline"
      size="sm"
      onClick={refresh}
      onBlur={(event) => {
        // The focus went elsewhere on purpose (Tab, a click): it is no longer Refresh's to keep.
        if (event.relatedTarget) keepFocus.current = false;
      }}
      busy={random.isFetching}
      busyFocusable
      busyText="Refresh"
    >
      <IconRefresh size={16} />
      Refresh
    </Button>
  );

  let body;
  if (random.isPending) body = <Loading />;
  else if (random.isError)
    body = (
      <div className={styles.error}>
        <Alert tone="error">{messages.errors.randomSnippet}</Alert>
        {refreshButton}
      </div>
    );
  else if (!snippet) body = <EmptyState title="No snippets available" icon={<IconFileText size={28} />} action={refreshButton} />;
  else
    body = (
      // One card for every draw, so Refresh and the heart stay put; a new snippet closes an open explanation (product §2).
      <SnippetCard
        size="large"
        snippet={snippet}
        busy={loadingNext}
        onFavouriteChange={(s, favourite) => setFavourite.mutate({ snippet: s, favourite })}
        actions={refreshButton}
      />
    );

  return (
    <Page width="wide">
      <PageHeader title="Snippets" description="Small bites of collective wisdom" />
      {body}
      <p className={styles.announcer} aria-live="polite">
        {draw.n > 0 && snippet && !loadingNext ? announcement(snippet) : ''}
      </p>
    </Page>
  );
}
