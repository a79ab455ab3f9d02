import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser, type TestUser } from '../../../test/support/users';
import { messages } from '../../contract/messages';
import type { MemberSnippet } from '../../contract/member-snippets';
import { createRandomSnippet } from '../../services/snippets/random-snippet';
import { SNIPPETS_SEQ_SEQUENCE } from '../../services/snippets/sql';
import { endpoints } from '../../contract/endpoints';
import { pathFor } from '../../contract/endpoint';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let a: TestClient;
let b: TestClient;

const signIn = async (user: TestUser): Promise<TestClient> => {
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
};

/** Each request's own async work, so a count of connections sees only what its requests took. */
const requestScope = new AsyncLocalStorage<object>();
let onRequest: ((scope: object) => void) | undefined;

beforeAll(async () => {
  t = await startTestApp({
    setup: (app) =>
      app.middleware.unshift((_ctx, next) => {
        const scope = {};
        onRequest?.(scope);
        return requestScope.run(scope, next);
      }),
  });
  alice = await createUser(t.db, { category: 'Member' });
  bob = await createUser(t.db, { category: 'Member' });
  a = await signIn(alice);
  b = await signIn(bob);
});
afterAll(async () => t?.close());

/**
 * Replaces every snippet with `count` new ones, inserted as an upload or the CMS would (no seq
 * given), and returns them in insertion order. Favourites and views go with the old snippets.
 */
const useSnippets = async (count: number): Promise<{ id: string; text: string }[]> => {
  await t.db('snippets').delete();
  const [author] = (await t.db('authors').insert({ name: 'Seneca' }).returning('id')) as { id: string }[];
  const [category] = (await t.db('categories').insert({ category: 'Stoicism' }).returning('id')) as { id: string }[];
  if (count === 0) return [];
  const rows = Array.from({ length: count }, (_, i) => ({
    text: `Quote ${i + 1}`,
    author: author!.id,
    category: category!.id,
    detailed_explanation: i === 0 ? 'First paragraph.\n\nSecond paragraph.' : null,
  }));
  return (await t.db('snippets').insert(rows).returning(['id', 'text'])) as { id: string; text: string }[];
};

const favourite = (client: TestClient, id: string, method: 'POST' | 'DELETE' = 'POST') =>
  client.request(pathFor(method === 'POST' ? endpoints.addFavourite : endpoints.removeFavourite, { id }), { method });
const favouriteRows = (user: TestUser) => t.db('snippets_favourites').where({ user_id: user.id }).select('snippet_id');

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
const chiSquare = (counts: number[]): number => {
  const total = counts.reduce((s, n) => s + n, 0);
  const expected = total / counts.length;
  return counts.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
};
/** Critical values of chi-square at p = 0.001 by degrees of freedom: a fair draw exceeds them once in a thousand runs. */
const CHI_SQUARE_P001: Record<number, number> = { 2: 13.816, 3: 16.266, 4: 18.467 };

describe('GET /api/snippets/random', () => {
  it('answers 204 with no body when there are no snippets', async () => {
    await useSnippets(0);
    const res = await a.get(endpoints.getRandomSnippet.path);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('answers { id, text, authorName, categoryName, detailed_explanation, isFavourite } for the caller', async () => {
    const [only] = await useSnippets(1);
    const res = await a.get(endpoints.getRandomSnippet.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      id: only!.id,
      text: 'Quote 1',
      authorName: 'Seneca',
      categoryName: 'Stoicism',
      detailed_explanation: 'First paragraph.\n\nSecond paragraph.',
      isFavourite: false,
    });
    await favourite(a, only!.id);
    expect((await a.get(endpoints.getRandomSnippet.path)).json()).toMatchObject({ id: only!.id, isFavourite: true });
    // Bob's view of the same snippet: Alice's heart is hers alone.
    expect((await b.get(endpoints.getRandomSnippet.path)).json()).toMatchObject({ id: only!.id, isFavourite: false });
  });

  it('never answers the excluded snippet twice in a row while another exists', async () => {
    await useSnippets(3);
    let previous: string | undefined;
    for (let i = 0; i < 60; i += 1) {
      const res = await a.get(previous ? `${endpoints.getRandomSnippet.path}?exclude=${previous}` : endpoints.getRandomSnippet.path);
      const { id } = res.json<MemberSnippet>();
      expect(id).not.toBe(previous);
      previous = id;
    }
  });

  it('answers the only snippet even when it is excluded', async () => {
    const [only] = await useSnippets(1);
    const res = await a.get(`${endpoints.getRandomSnippet.path}?exclude=${only!.id}`);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: only!.id });
  });

  it('refuses a malformed exclude with a 400', async () => {
    await useSnippets(2);
    for (const exclude of ['nope', '1', "x' or 1=1 --", '00000000-0000-0000-0000-00000000000g']) {
      const res = await a.get(`${endpoints.getRandomSnippet.path}?exclude=${encodeURIComponent(exclude)}`);
      expect(res.status, exclude).toBe(400);
      expect(res.json()).toEqual({ error: messages.snippets.idInvalid });
    }
  });

  it('draws snippets inserted later without a seq, as an upload or the CMS inserts them', async () => {
    await useSnippets(2);
    const { author, category } = (await t.db('snippets').first('author', 'category')) as { author: string; category: string };
    const [added] = (await t.db('snippets').insert({ text: 'Added later', author, category }).returning(['id', 'seq'])) as {
      id: string;
      seq: string;
    }[];
    expect(added!.seq).toMatch(/^\d+$/);
    await t.db('snippets').whereNot('id', added!.id).delete();
    expect((await a.get(endpoints.getRandomSnippet.path)).json()).toMatchObject({ id: added!.id, text: 'Added later' });
  });
});

/**
 * How many pooled connections (database round trips, on this path) the requests `request` makes
 * take. Only their own count: a saturated run once saw a third connection taken during a request
 * that takes two, from outside it. With `holdMs`, every connection is handed out only that long
 * after the requests began, as a busy database would: requests that arrive meanwhile wait together.
 */
const connectionsTakenBy = async (request: () => Promise<unknown>, holdMs = 0): Promise<number> => {
  const client = t.db.client as { acquireConnection: () => Promise<unknown> };
  const acquire = client.acquireConnection;
  const held = new Promise((resolve) => setTimeout(resolve, holdMs));
  const mine = new WeakSet<object>();
  let taken = 0;
  onRequest = (scope) => mine.add(scope);
  client.acquireConnection = async function (this: unknown) {
    const scope = requestScope.getStore();
    if (scope && mine.has(scope)) taken += 1;
    await held;
    return acquire.call(this);
  };
  try {
    await request();
  } finally {
    client.acquireConnection = acquire;
    onRequest = undefined;
  }
  return taken;
};

describe('GET /api/snippets/random: one database round trip', () => {
  it('reads the bounds of its first draw from the sequence behind snippets.seq', async () => {
    const { rows } = (await t.db.raw(`select pg_get_serial_sequence('snippets', 'seq') as name`)) as { rows: { name: string }[] };
    expect(rows[0]!.name).toBe(`public.${SNIPPETS_SEQ_SEQUENCE}`);
  });

  it("draws in the session read's own statement when the first draw hits, and draws again only after a miss", async () => {
    await t.db('snippets').delete();
    await t.db.raw('alter table snippets alter column seq restart');
    const only = (await useSnippets(1))[0]!;
    // A session just made: one read a minute old would be touched too (LAST_SEEN_RESOLUTION_MS), a
    // connection of its own, and this file can take that long on a busy machine.
    const fresh = await signIn(alice);
    let answer: unknown;
    expect(await connectionsTakenBy(async () => (answer = (await fresh.get(endpoints.getRandomSnippet.path)).json()))).toBe(1);
    expect(answer).toMatchObject({ id: only.id, isFavourite: false });
    // The only snippet, excluded: the first draw misses, the full draw answers it anyway.
    expect(
      await connectionsTakenBy(async () => (answer = (await fresh.get(`${endpoints.getRandomSnippet.path}?exclude=${only.id}`)).json())),
    ).toBe(2);
    expect(answer).toMatchObject({ id: only.id });
  });

  it('draws its first number in one place, the service, for the read that rides on the session and for its own', async () => {
    await t.db('snippets').delete();
    await t.db.raw('alter table snippets alter column seq restart');
    const [oldest, newest] = await useSnippets(2);
    const low = createRandomSnippet({ db: t.db, random: () => 0 });
    const high = createRandomSnippet({ db: t.db, random: () => 0.99 });
    expect((await low.pick(alice.id))?.id).toBe(oldest!.id);
    expect((await high.pick(alice.id))?.id).toBe(newest!.id);
    expect(low.firstDrawValues(newest!.id)).toEqual([newest!.id, 0]);
    expect(high.firstDrawValues(undefined)).toEqual([null, 0.99]);
  });

  it('refuses at once a session signed out elsewhere, though the draw rides on its read', async () => {
    await useSnippets(2);
    const carol = await createUser(t.db, { category: 'Member' });
    const first = await signIn(carol);
    const copy = t.client();
    for (const [name, value] of first.cookies) copy.cookies.set(name, value);
    expect((await copy.get(endpoints.getRandomSnippet.path)).status).toBe(200);
    await first.post(endpoints.logout.path, {});
    const res = await copy.get(endpoints.getRandomSnippet.path);
    expect(res.status).toBe(401);
  });

  it('draws uniformly through the route too, across gaps and with an excluded snippet (chi-square, p = 0.001)', async () => {
    const snippets = await useSnippets(6);
    await t.db('snippets').whereIn('id', [snippets[0]!.id, snippets[3]!.id]).delete();
    const remaining = snippets.filter((_, i) => i !== 0 && i !== 3).map((s) => s.id);
    const excluded = remaining[0]!;
    const counts = new Map(remaining.filter((id) => id !== excluded).map((id) => [id, 0]));
    for (let i = 0; i < 900; i += 1) {
      const { id } = (await a.get(`${endpoints.getRandomSnippet.path}?exclude=${excluded}`)).json<MemberSnippet>();
      expect(counts.has(id), id).toBe(true);
      counts.set(id, counts.get(id)! + 1);
    }
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI_SQUARE_P001[counts.size - 1]!);
  }, 120_000);
});

describe('GET /api/snippets/random: requests that arrive together (docs/decisions/014)', () => {
  it('share a round trip, each answered for its own session: its user, its hearts', async () => {
    // A dense seq, so every first draw hits and only the session reads take connections.
    await t.db('snippets').delete();
    await t.db.raw('alter table snippets alter column seq restart');
    const snippets = await useSnippets(3);
    for (const s of snippets) expect((await favourite(a, s.id)).status).toBe(200);
    const requests = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'alice' : 'bob') as 'alice' | 'bob');
    let answers: { who: 'alice' | 'bob'; snippet: MemberSnippet }[] = [];
    const taken = await connectionsTakenBy(async () => {
      answers = await Promise.all(
        requests.map(async (who) => ({
          who,
          snippet: (await (who === 'alice' ? a : b).get(endpoints.getRandomSnippet.path)).json<MemberSnippet>(),
        })),
      );
    }, 500);
    expect(taken).toBeLessThanOrEqual(requests.length / 2);
    for (const { who, snippet } of answers) expect(snippet.isFavourite, who).toBe(who === 'alice');
    const [me, them] = await Promise.all([a.get(endpoints.getUser.path), b.get(endpoints.getUser.path)]);
    expect(me.json()).toMatchObject({ user: { email: alice.email } });
    expect(them.json()).toMatchObject({ user: { email: bob.email } });
  });

  it('draw each their own snippet, uniformly (chi-square, p = 0.001)', async () => {
    const snippets = await useSnippets(4);
    const counts = new Map(snippets.map((s) => [s.id, 0]));
    for (let round = 0; round < 30; round += 1) {
      const drawn = await Promise.all(
        Array.from({ length: 30 }, async () => (await a.get(endpoints.getRandomSnippet.path)).json<MemberSnippet>().id),
      );
      for (const id of drawn) counts.set(id, counts.get(id)! + 1);
    }
    // One random number for a whole batch would give runs of one snippet, far outside this bound.
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI_SQUARE_P001[counts.size - 1]!);
  }, 120_000);
});

describe('POST /api/snippets/{id}/view', () => {
  it('records a snippets_views row for the caller and answers 204', async () => {
    const [s] = await useSnippets(1);
    const res = await a.post(pathFor(endpoints.recordSnippetView, { id: s!.id }));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await t.db('snippets_views').where({ snippet_id: s!.id }).select('user_id')).toEqual([{ user_id: alice.id }]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, recording nothing', async () => {
    await useSnippets(1);
    const malformed = await a.post(pathFor(endpoints.recordSnippetView, { id: 'not-a-uuid' }));
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ error: messages.snippets.idInvalid });
    const unknown = await a.post(pathFor(endpoints.recordSnippetView, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: messages.snippets.notFound });
    expect(await t.db('snippets_views').count({ n: '*' })).toEqual([{ n: '0' }]);
  });
});

describe('POST and DELETE /api/snippets/{id}/favourite', () => {
  it('a double POST makes one favourite and answers { isFavourite: true } both times', async () => {
    const [s] = await useSnippets(1);
    const [first, second] = await Promise.all([favourite(a, s!.id), favourite(a, s!.id)]);
    for (const res of [first!, second!]) {
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ isFavourite: true });
    }
    expect(await favouriteRows(alice)).toEqual([{ snippet_id: s!.id }]);
  });

  it('DELETE twice is fine and answers { isFavourite: false } both times', async () => {
    const [s] = await useSnippets(1);
    await favourite(a, s!.id);
    for (let i = 0; i < 2; i += 1) {
      const res = await favourite(a, s!.id, 'DELETE');
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ isFavourite: false });
    }
    expect(await favouriteRows(alice)).toEqual([]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, on both methods', async () => {
    await useSnippets(1);
    for (const method of ['POST', 'DELETE'] as const) {
      const malformed = await favourite(a, '12345', method);
      expect(malformed.status, method).toBe(400);
      expect(malformed.json()).toEqual({ error: messages.snippets.idInvalid });
      const unknown = await favourite(a, '00000000-0000-4000-8000-000000000000', method);
      expect(unknown.status, method).toBe(404);
      expect(unknown.json()).toEqual({ error: messages.snippets.notFound });
    }
  });
});

describe('GET /api/snippets/favourites', () => {
  it("lists the caller's favourites newest first, each with isFavourite: true", async () => {
    const snippets = await useSnippets(4);
    for (const i of [2, 0, 3]) expect((await favourite(a, snippets[i]!.id)).status).toBe(200);
    const res = await a.get(endpoints.listFavourites.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(
      [3, 0, 2].map((i) => ({
        id: snippets[i]!.id,
        text: snippets[i]!.text,
        authorName: 'Seneca',
        categoryName: 'Stoicism',
        detailed_explanation: i === 0 ? 'First paragraph.\n\nSecond paragraph.' : null,
        isFavourite: true,
      })),
    );
  });

  it('answers a long list whole and newest first', async () => {
    const snippets = await useSnippets(600);
    const explanation = 'A paragraph about the quote. '.repeat(10);
    await t.db('snippets').update({ detailed_explanation: explanation });
    const now = Date.now();
    await t
      .db('snippets_favourites')
      .insert(
        snippets.map((s, i) => ({ user_id: alice.id, snippet_id: s.id, created_date: new Date(now - (snippets.length - i) * 1000) })),
      );
    const res = await a.get(endpoints.listFavourites.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.text.length).toBeGreaterThan(100_000);
    const list = res.json<MemberSnippet[]>();
    expect(list.map((s) => s.id)).toEqual(snippets.map((s) => s.id).reverse());
    expect(list.every((s) => s.isFavourite && s.detailed_explanation === explanation && s.authorName === 'Seneca')).toBe(true);
  });

  it('answers an empty list when the caller has none', async () => {
    await useSnippets(2);
    const res = await a.get(endpoints.listFavourites.path);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('favourites belong to their Member only', () => {
  it("one Member's list never shows another's favourites", async () => {
    const [s1, s2] = await useSnippets(2);
    await favourite(a, s1!.id);
    await favourite(b, s2!.id);
    expect((await a.get(endpoints.listFavourites.path)).json<MemberSnippet[]>().map((s) => s.id)).toEqual([s1!.id]);
    expect((await b.get(endpoints.listFavourites.path)).json<MemberSnippet[]>().map((s) => s.id)).toEqual([s2!.id]);
  });

  it("a Member's DELETE removes only their own favourite, never another's", async () => {
    const [s] = await useSnippets(1);
    await favourite(a, s!.id);
    await favourite(b, s!.id);
    const res = await favourite(a, s!.id, 'DELETE');
    expect(res.json()).toEqual({ isFavourite: false });
    expect(await favouriteRows(alice)).toEqual([]);
    expect(await favouriteRows(bob)).toEqual([{ snippet_id: s!.id }]);
    // Alice's second DELETE (she has none left) leaves Bob's in place too.
    await favourite(a, s!.id, 'DELETE');
    expect((await b.get(endpoints.listFavourites.path)).json<MemberSnippet[]>().map((x) => x.id)).toEqual([s!.id]);
  });
});

// Last in the file: thousands of draws through the service keep the server's keep-alive sockets idle,
// and a request right after them could meet one the server has just closed (ECONNRESET in the harness).
describe('GET /api/snippets/random: uniform picks', () => {
  it('draws uniformly over the snippets, across a gap left by a deleted one (chi-square, p = 0.001)', async () => {
    const snippets = await useSnippets(6);
    // A gap in the middle of the seq range and one at its start: the draws must re-draw, not lean on a neighbour.
    await t.db('snippets').whereIn('id', [snippets[0]!.id, snippets[3]!.id]).delete();
    const remaining = snippets.filter((_, i) => i !== 0 && i !== 3).map((s) => s.id);
    const random = createRandomSnippet({ db: t.db });

    // 1,000 draws (and 600 below) keep p = 0.001 and still catch a draw that leans on a neighbour
    // (two of the four would come twice as often: chi-square ~110 against 16.3) many times over.
    const draws = 1000;
    const counts = new Map(remaining.map((id) => [id, 0]));
    for (let i = 0; i < draws; i += 1) {
      const picked = await random.pick(alice.id);
      counts.set(picked!.id, counts.get(picked!.id)! + 1);
    }
    expect(counts.size, 'only live snippets are drawn').toBe(remaining.length);
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI_SQUARE_P001[remaining.length - 1]!);

    // With one excluded, the other three are equally likely and the excluded one never comes.
    const excluded = remaining[1]!;
    const others = new Map(remaining.filter((id) => id !== excluded).map((id) => [id, 0]));
    for (let i = 0; i < 600; i += 1) {
      const picked = await random.pick(alice.id, excluded);
      expect(picked!.id).not.toBe(excluded);
      others.set(picked!.id, others.get(picked!.id)! + 1);
    }
    expect(chiSquare([...others.values()])).toBeLessThan(CHI_SQUARE_P001[others.size - 1]!);
  }, 120_000);
});
