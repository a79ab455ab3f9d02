import { messages } from '@nextlevel/bff/contract';
import { Alert, Button, EmptyState, IconFileText, IconRefresh, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { useState } from 'react';
import { useRandomSnippet, type Draw } from './api/get-random-snippet';
import { useRecordSnippetView } from './api/record-snippet-view';
import { useSetFavourite } from './api/set-favourite';
import { SnippetCard } from './components/SnippetCard';
import styles from './SnippetViewerPage.module.css';

/** /members/apps/snippets (SPEC §2): one random snippet at a time. */
export default function SnippetViewerPage() {
  const [draw, setDraw] = useState<Draw>({ n: 0 });
  const random = useRandomSnippet(draw);
  const snippet = random.data;
  const setFavourite = useSetFavourite();
  useRecordSnippetView(snippet, `${draw.n}:${snippet?.id ?? ''}`);
  // Never the same snippet twice in a row (issue #11): the next draw excludes the one shown.
  const refresh = () => setDraw({ n: draw.n + 1, ...(snippet ? { exclude: snippet.id } : {}) });
  const refreshButton = (
    <Button variant="outline" size="sm" onClick={refresh} disabled={random.isFetching}>
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
      // A new draw is a new card: an open explanation closes (SPEC §2).
      <SnippetCard
        key={draw.n}
        size="large"
        snippet={snippet}
        onFavouriteChange={(s, favourite) => setFavourite.mutate({ snippet: s, favourite })}
        actions={refreshButton}
      />
    );

  return (
    <Page width="wide">
      <PageHeader title="Snippets" description="Small bites of collective wisdom" />
      {body}
    </Page>
  );
}
