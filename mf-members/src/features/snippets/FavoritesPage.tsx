import { messages, type MemberSnippet } from '@nextlevel/bff/contract';
import { Alert, Button, EmptyState, IconHeart, IconSearch, Loading, Page, PageHeader } from '@nextlevel/design-system';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useFavourites } from './api/get-favourites';
import { useSetFavourite } from './api/set-favourite';
import { FavouritesFilters } from './components/FavouritesFilters';
import { SnippetCard } from './components/SnippetCard';
import { filterFavourites, indexFavourites } from './favourites-filter';
import styles from './FavoritesPage.module.css';
import { useFavouriteFilters } from './use-favourite-filters';
import { useProgressiveList } from './use-progressive-list';

const count = (n: number) => `${n} ${n === 1 ? 'favorite' : 'favorites'}`;

/** /members/apps/snippets/favorites (SPEC §2): My Favorites, searchable and filtered by author and category. */
export default function FavoritesPage() {
  const favourites = useFavourites();
  const { filters, active, setText, setAuthor, setCategory, reset } = useFavouriteFilters();
  const setFavourite = useSetFavourite();
  const { mutate } = setFavourite;
  const onFavouriteChange = useCallback<Parameters<typeof SnippetCard>[0]['onFavouriteChange']>(
    (snippet, favourite) => mutate({ snippet, favourite }),
    [mutate],
  );
  // Typing stays at key speed with 1,000 favourites: the list follows in a deferred render,
  // over lower-case haystacks made once per list (issue #11).
  const indexed = useMemo(() => indexFavourites(favourites.data ?? []), [favourites.data]);
  const { text, author, category } = useDeferredValue(filters);
  const result = useMemo(() => filterFavourites(indexed, { text, author, category }), [indexed, text, author, category]);

  let body;
  if (favourites.isPending) body = <Loading />;
  else if (favourites.isError) body = <Alert tone="error">{messages.errors.favourites}</Alert>;
  else if (indexed.length === 0)
    body = (
      <EmptyState
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
            title="No favorites match your filters."
            description="Try adjusting your search or filters."
            icon={<IconSearch size={28} />}
          />
        ) : (
          <FavouritesList matches={result.matches} filters={`${text}\n${author}\n${category}`} onFavouriteChange={onFavouriteChange} />
        )}
      </>
    );
  }

  return (
    <Page>
      <PageHeader title="My Favorites" />
      {body}
    </Page>
  );
}

/** The matching cards, 50 at a time (more on scroll or Show more), so no render grows with the list. */
function FavouritesList({
  matches,
  filters,
  onFavouriteChange,
}: {
  matches: MemberSnippet[];
  /** The filters the matches answer: new filters start again from the first cards. */
  filters: string;
  onFavouriteChange: Parameters<typeof SnippetCard>[0]['onFavouriteChange'];
}) {
  const { shown, hasMore, more, sentinel } = useProgressiveList(matches, filters);
  return (
    <>
      <ul className={styles.list} aria-label="Favorites">
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
