import { messages, type MemberSnippet } from '@nextlevel/bff/contract';
import { Button, EmptyState, IconHeart, IconSearch, Loading, LoadError, OfflineNotice, Page, PageHeader } from '@nextlevel/design-system';
import { ApiError } from '@nextlevel/shell/api';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useFavourites } from './api/get-favourites';
import { useSetFavourite } from './api/set-favourite';
import { FavouritesFilters } from './components/FavouritesFilters';
import { SnippetCard } from './components/SnippetCard';
import { filterFavourites, indexFavourites } from './favourites-filter';
import styles from './FavouritesPage.module.css';
import { useFavouriteFilters } from './use-favourite-filters';
import { useProgressiveList } from './use-progressive-list';

const count = (n: number) => `${n} ${n === 1 ? 'favorite' : 'favorites'}`;

/** Where the focus goes once the list has changed under it (issue #24.2). */
type FocusNext = { after: 'removal'; id: string; index: number } | { after: 'retry' };

/**
 * /members/apps/snippets/favorites (product §2): My Favorites, searchable and filtered by author and
 * category. The focus never falls to the page (issue #24.2): un-hearting a card gives it to the
 * heart now in its place (or the empty state), a reset to the search box (FilterBar), a Retry to
 * the list. A list that cannot load says so once, with Retry; offline, a notice says so (#24.7).
 */
export default function FavouritesPage() {
  const favourites = useFavourites();
  const { filters, active, setText, setAuthor, setCategory, reset } = useFavouriteFilters();
  const setFavourite = useSetFavourite();
  const { mutate } = setFavourite;
  const focusNext = useRef<FocusNext | null>(null);
  const shownRef = useRef<readonly MemberSnippet[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const onFavouriteChange = useCallback<Parameters<typeof SnippetCard>[0]['onFavouriteChange']>(
    (snippet, favourite) => {
      if (!favourite)
        focusNext.current = { after: 'removal', id: snippet.id, index: shownRef.current.findIndex((s) => s.id === snippet.id) };
      mutate({ snippet, favourite });
    },
    [mutate],
  );
  // Typing stays at key speed with 1,000 favourites: the list follows in a deferred render,
  // over lower-case haystacks made once per list (issue #11).
  const indexed = useMemo(() => indexFavourites(favourites.data ?? []), [favourites.data]);
  const { text, author, category } = useDeferredValue(filters);
  const result = useMemo(() => filterFavourites(indexed, { text, author, category }), [indexed, text, author, category]);
  useLayoutEffect(() => {
    shownRef.current = result.matches;
  });

  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next || !favourites.isSuccess) return;
    if (next.after === 'removal' && result.matches.some((s) => s.id === next.id)) return; // not gone yet
    focusNext.current = null;
    const hearts = listRef.current?.querySelectorAll<HTMLElement>(':scope > li button[aria-pressed]') ?? [];
    const target =
      next.after === 'removal' && hearts.length > 0
        ? hearts[Math.min(Math.max(next.index, 0), hearts.length - 1)]
        : (listRef.current ?? emptyRef.current);
    target?.focus();
  }, [favourites.isSuccess, result.matches]);

  const retry = () => {
    focusNext.current = { after: 'retry' };
    void favourites.refetch();
  };

  let body;
  if (favourites.isPending) body = <Loading />;
  else if (favourites.isError)
    body = (
      <LoadError title={messages.errors.favourites} onRetry={retry} retrying={favourites.isFetching}>
        {favourites.error instanceof ApiError && favourites.error.message !== messages.errors.favourites ? favourites.error.message : null}
      </LoadError>
    );
  else if (indexed.length === 0)
    body = (
      <EmptyState
        ref={emptyRef}
        tabIndex={-1}
        title="No favorites yet."
        description="Click the heart icon on any snippet to add it to your favorites!"
        icon={<IconHeart size={28} />}
      />
    );
  else {
    const total = indexed.length;
    const shown = result.matches.length;
    const filtered = Boolean(text.trim() || author || category);
    body = (
      <>
        <FavouritesFilters
          filters={filters}
          activeFilters={[text.trim(), author, category].filter(Boolean).length}
          authors={result.authors}
          categories={result.categories}
          summary={filtered ? `${count(shown)} (filtered from ${total})` : count(total)}
          active={active}
          onText={setText}
          onAuthor={setAuthor}
          onCategory={setCategory}
          onReset={reset}
        />
        {shown === 0 ? (
          <EmptyState
            ref={emptyRef}
            tabIndex={-1}
            title="No favorites match your filters."
            description="Try adjusting your search or filters."
            icon={<IconSearch size={28} />}
          />
        ) : (
          <FavouritesList
            listRef={listRef}
            matches={result.matches}
            filters={`${text}\n${author}\n${category}`}
            onFavouriteChange={onFavouriteChange}
          />
        )}
      </>
    );
  }

  return (
    <Page>
      <PageHeader title="My Favorites" />
      <OfflineNotice>{messages.errors.offline}</OfflineNotice>
      {body}
    </Page>
  );
}

/** The matching cards, 50 at a time (more on scroll or Show more), so no render grows with the list. */
function FavouritesList({
  listRef,
  matches,
  filters,
  onFavouriteChange,
}: {
  listRef: Ref<HTMLUListElement>;
  matches: MemberSnippet[];
  /** The filters the matches answer: new filters start again from the first cards. */
  filters: string;
  onFavouriteChange: Parameters<typeof SnippetCard>[0]['onFavouriteChange'];
}) {
  const { shown, hasMore, more, sentinel } = useProgressiveList(matches, filters);
  return (
    <>
      {/* Focusable from script only: it takes the focus after a Retry (issue #24.2). */}
      <ul ref={listRef} className={styles.list} aria-label="Favorites" tabIndex={-1}>
        {shown.map((snippet) => (
          <li key={snippet.id} className={styles.item}>
            <SnippetCard snippet={snippet} onFavouriteChange={onFavouriteChange} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel} className={styles.more}>
          <Button variant="outline" onClick={more}>
            Show more favorites
          </Button>
        </div>
      ) : null}
    </>
  );
}
