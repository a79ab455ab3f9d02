// The Snippets app's hand-written SQL (decision 025): the Member hot path of issue #11 — the random
// draw (decisions 013 and 014) and the favourites list — run as named statements on a pooled
// connection (db/prepared.ts). Everything else of the feature goes through the models.
import type { Knex } from 'knex';
import type { MemberSnippet } from '../../contract/member-snippets';
import { runPrepared, type PreparedStatement } from '../../db/prepared';
import type { JoinedRead } from '../../sessions/joined-read';

/**
 * Draws at most this many candidates before falling back. A draw misses only on a gap in `seq`
 * (a deleted row, a rolled-back insert) or on the excluded id, so with half the range in gaps the
 * chance of using them all is 2^-1000; the recursion stops at the first hit, so the usual cost is one draw.
 */
export const MAX_DRAWS = 1000;

/** The answer's columns, for the snippet `s` (joined to `a`, `c`) and the user whose heart it shows. */
const answerColumns = (user: string) =>
  `s.id, s.text, a.name as "authorName", c.category as "categoryName", s.detailed_explanation,
   exists (select 1 from snippets_favourites f where f.user_id = ${user} and f.snippet_id = s.id) as "isFavourite"`;

/** The identity sequence behind `snippets.seq` (migration 20260101000500; a test holds the name). */
export const SNIPPETS_SEQ_SEQUENCE = 'snippets_seq_seq';

/**
 * One uniform draw and one index probe: a uniform integer in [1, the last seq handed out], the
 * snippet with that exact seq, unless it is `exclude`. It finds nothing on a gap in `seq` (a
 * deleted row, a rolled-back insert), on the excluded id and on an empty table; `randomSql` then
 * draws again, between min(seq) and max(seq). So a table whose oldest rows were deleted makes this
 * draw miss in proportion and costs a second statement, never a skewed answer.
 * Drawn first because it almost always hits and its plan is small: PostgreSQL initialises every
 * node of a plan on each run, so the fallbacks below cost time even when they never execute, and
 * reading the sequence's one row is cheaper than the two index ends (under pgbench, 1M snippets,
 * with the session read: 1.3× the rate of min/max bounds, which ran 1.4× the full statement's).
 * `user`, `exclude` and `draw` are SQL expressions (placeholders, or the session's own `u.id` when it
 * rides on the session read: `FIRST_DRAW_READ`, docs/decisions/013). `draw` is a uniform number in
 * [0, 1) from the caller (random-snippet.ts): a batch of session reads runs this once per request,
 * and a `random()` in a subquery that refers to no outer value would be drawn once for the whole
 * batch (docs/decisions/014). The sequence's last value, the same for every request of a batch, is
 * read once per statement.
 */
const firstDrawSql = (user: string, exclude: string, draw: string): string => `
select ${answerColumns(user)}
from snippets s
join authors a on a.id = s.author
join categories c on c.id = s.category
where s.seq = 1 + cast(floor(cast(${draw} as float8) * (select last_value from ${SNIPPETS_SEQ_SEQUENCE})) as bigint)
  and s.id is distinct from cast(${exclude} as uuid)`;

/** The first draw as a read riding on the session read: its parameters are the excluded id (or null) and the draw. */
export const FIRST_DRAW_READ: Pick<JoinedRead, 'sql' | 'types'> = {
  sql: (user, param) => firstDrawSql(user, param(1), param(2)),
  types: ['uuid', 'float8'],
};

// A cost that does not grow with the table, where `ORDER BY random()` reads every row (figures in
// bench/snippets.ts). Run only when the first draw missed.
//
// `snippets.seq` is a dense-ish identity column with a unique index (migration 20260101000500).
// `bounds` reads min(seq) and max(seq) from the two ends of that index. `draw` is rejection
// sampling: each step draws a uniform integer in [lo, hi] and the next step looks that exact seq up;
// a gap or the excluded id is drawn again, so every remaining snippet is equally likely. The drawn
// number is computed in the step before its lookup so the lookup compares with a plain value (an
// index probe); `random()` inside the lookup's WHERE would be volatile and scan the table.
// When only one snippet exists (lo = hi) it is answered even if excluded. The two fallbacks, which
// COALESCE reaches only when every draw missed (a table almost all gaps), take the next snippet
// after the last draw, then the first one: not uniform, but an answer and still O(log n).
// Bindings: $1 the excluded id (or null), $2 the user.
const randomSql = `
with recursive bounds as (
  select min(seq) as lo, max(seq) as hi from snippets
),
draw (n, candidate, hit) as (
  select 1, lo + cast(floor(random() * (hi - lo + 1)) as bigint), cast(null as uuid) from bounds where lo is not null
  union all
  select d.n + 1,
         b.lo + cast(floor(random() * (b.hi - b.lo + 1)) as bigint),
         (select s.id from snippets s where s.seq = d.candidate and (b.lo = b.hi or s.id is distinct from cast($1 as uuid)))
  from draw d cross join bounds b
  where d.hit is null and d.n <= ${MAX_DRAWS}
)
select ${answerColumns('$2')}
from snippets s
join authors a on a.id = s.author
join categories c on c.id = s.category
where s.id = coalesce(
  (select hit from draw where hit is not null limit 1),
  (select s2.id from snippets s2 cross join bounds b
    where s2.seq >= (select max(candidate) from draw) and (b.lo = b.hi or s2.id is distinct from cast($1 as uuid))
    order by s2.seq limit 1),
  (select s2.id from snippets s2 cross join bounds b
    where b.lo = b.hi or s2.id is distinct from cast($1 as uuid)
    order by s2.seq limit 1)
)`;

// Named on PostgreSQL: parsed and planned once per connection, then only bound and run.
const firstDraw: PreparedStatement = { name: 'nextlevel_random_snippet_first_draw', text: firstDrawSql('$2', '$1', '$3') };
const fullDraw: PreparedStatement = { name: 'nextlevel_random_snippet', text: randomSql };

/** The first draw on its own (when it did not ride on the session read): `draw` in [0, 1). */
export const drawFirst = async (db: Knex, userId: string, exclude: string | null, draw: number): Promise<MemberSnippet | undefined> =>
  (await runPrepared<MemberSnippet>(db, firstDraw, [exclude, userId, draw])).rows[0];

/** The full rejection-sampling draw, after the first one missed. */
export const drawAgain = async (db: Knex, userId: string, exclude: string | null): Promise<MemberSnippet | undefined> =>
  (await runPrepared<MemberSnippet>(db, fullDraw, [exclude, userId])).rows[0];

const favouritesStatement: PreparedStatement = {
  name: 'nextlevel_favourites_rows',
  text: `select s.id, s.text, a.name as "authorName", c.category as "categoryName", s.detailed_explanation, true as "isFavourite"
         from snippets_favourites f
         join snippets s on s.id = f.snippet_id
         join authors a on a.id = s.author
         join categories c on c.id = s.category
         where f.user_id = $1
         order by f.created_date desc, f.id desc`,
};

/** A Member's favourites as the list shows them, newest first, served in index order by snippets_favourites (user_id, created_date desc). */
export const favouriteRows = async (db: Knex, userId: string): Promise<MemberSnippet[]> =>
  (await runPrepared<MemberSnippet>(db, favouritesStatement, [userId])).rows;
