import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { createUser } from '../../../test/support/users';
import { createVisitOwners } from './visit-owners';

let database: TestDatabase;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db, { category: 'Member' })).id;
});
afterAll(async () => database?.close());

/** A visit's row (table `sessions`), as a start writes it. */
const newVisit = async (): Promise<string> =>
  ((await database.db('sessions').insert({ user_id: userId, entry_page: '/members' }).returning('id')) as { id: string }[])[0]!.id;

// A remembered owner is answered without the database: its row can be gone and it is still known.
describe('the owners of visits', () => {
  it('reads an owner from the database once, then remembers it', async () => {
    const owners = createVisitOwners(database.db);
    const id = await newVisit();
    expect(await owners.visitOf(id)).toEqual({ owner: userId, startedAt: expect.any(Date), ended: false });
    await database.db('sessions').where({ id }).delete();
    expect(await owners.visitOf(id)).toMatchObject({ owner: userId, ended: false });
  });

  it('reads whether the visit has ended, and remembers an end', async () => {
    const owners = createVisitOwners(database.db);
    const [stored, live] = [await newVisit(), await newVisit()];
    await database.db('sessions').where({ id: stored }).update({ ended_at: new Date() });
    expect(await owners.visitOf(stored)).toMatchObject({ owner: userId, ended: true });
    const known = await owners.visitOf(live);
    expect(known).toMatchObject({ owner: userId, ended: false });
    owners.ended(live, known!);
    expect(await owners.visitOf(live)).toMatchObject({ owner: userId, ended: true });
  });

  it('answers undefined for an unknown visit, and asks again next time', async () => {
    const owners = createVisitOwners(database.db);
    expect(await owners.visitOf('0f8b2a8e-5b7c-4d7e-9a43-2f1f6a1f0c11')).toBeUndefined();
    const id = await newVisit();
    expect((await owners.visitOf(id))?.owner).toBe(userId);
  });

  it('forgets the least recently used owner past its capacity', async () => {
    const owners = createVisitOwners(database.db, 2);
    const [a, b, c] = [await newVisit(), await newVisit(), await newVisit()];
    owners.remember(a, userId, new Date());
    owners.remember(b, userId, new Date());
    expect((await owners.visitOf(a))?.owner).toBe(userId); // a is now the most recently used
    owners.remember(c, userId, new Date()); // b goes
    await database.db('sessions').whereIn('id', [a, b, c]).delete();
    const owner = async (id: string) => (await owners.visitOf(id))?.owner;
    expect([await owner(a), await owner(b), await owner(c)]).toEqual([userId, undefined, userId]);
  });
});
