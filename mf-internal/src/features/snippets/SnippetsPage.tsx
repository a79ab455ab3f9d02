import { messages } from '@nextlevel/bff/contract';
import { Alert, Button, EmptyState, IconFileText, IconPlus, IconSearch, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnippets } from './api/get-snippets';
import { SnippetFilters } from './components/SnippetFilters';
import { SnippetList } from './components/SnippetList';
import type { FormEntryState } from './list-return';
import { ListPlaceContext, useListPlace } from './use-list-place';
import { useReturnToCard } from './use-return-to-card';
import { useSnippetFilters } from './use-snippet-filters';

const count = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'snippet' : 'snippets'}`;

/** /internal/snippets (product §2): the snippets, searched and filtered where they are stored (decision 010). */
export default function SnippetsPage() {
  const filters = useSnippetFilters();
  const [reload, setReload] = useState(0);
  const list = useSnippets(filters.applied, reload);
  // One transition with the router's URL change: no request goes out with half the filters cleared.
  const refresh = () =>
    startTransition(() => {
      filters.clear();
      setReload((n) => n + 1);
    });

  // Stable between keystrokes (the search box re-renders the page; the cards change only with a new answer).
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  // A new page of cards renders in the background, in slices, so keys typed meanwhile are not held up.
  const shownItems = useDeferredValue(items);
  const { fetchNextPage } = list;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const total = list.data?.pages[0]?.total ?? 0;
  const location = useLocation();
  const place = useListPlace();
  useReturnToCard(shownItems, list.isSuccess && !list.isPlaceholderData && !list.isFetching);
  let body;
  if (list.isPending) body = <Loading text="Loading snippets..." />;
  else if (list.isError) body = <Alert tone="error">{errorMessage(list.error, messages.errors.generic)}</Alert>;
  else if (items.length === 0)
    body = filters.filtered ? (
      <EmptyState
        title="No snippets match your filters."
        description="Try adjusting your search criteria."
        icon={<IconSearch size={28} />}
      />
    ) : (
      <EmptyState title="No snippets found." description="Create your first snippet to get started." icon={<IconFileText size={28} />} />
    );
  else
    body = (
      <SnippetList
        items={shownItems}
        busy={list.isPlaceholderData}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        drawing={shownItems !== items}
        onMore={more}
      />
    );

  return (
    <ListPlaceContext.Provider value={place}>
      <Page>
        <PageHeader
          title="Snippets"
          description="Manage the quotes members see, with their authors, categories and explanations."
          actions={
            <Button asChild>
              <Link to="/internal/snippets/new" state={{ from: location.pathname + location.search } satisfies FormEntryState}>
                <IconPlus size={18} />
                New Snippet
              </Link>
            </Button>
          }
        />
        <SnippetFilters
          text={filters.text}
          authorId={filters.authorId}
          categoryId={filters.categoryId}
          applied={filters.applied}
          reload={reload}
          summary={list.isSuccess ? count(total) : ''}
          onText={filters.setText}
          onAuthor={filters.setAuthor}
          onCategory={filters.setCategory}
          onRefresh={refresh}
        />
        {body}
      </Page>
    </ListPlaceContext.Provider>
  );
}
