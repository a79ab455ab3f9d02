import { endpoints, messages } from '@nextlevel/bff/contract';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aMember } from '../testing/fixtures';
import { empty, fails, pending, reply } from './api-handlers';

const answer = (handler: Parameters<typeof getResponse>[0][number], path: string, method = 'GET') =>
  getResponse([handler], new Request(new URL(path, document.baseURI), { method }));

describe('the screen stories’ API handlers', () => {
  it('answer a route of the contract with its JSON body, whatever the query string', async () => {
    const res = await answer(reply(endpoints.getUser, { user: aMember() }), '/api/user?x=1');
    expect([res?.status, await res?.json()]).toEqual([200, { user: aMember() }]);
  });

  it('match any id on a path that takes one, for the method given', async () => {
    const handlers = [reply(endpoints.addFavourite, { isFavourite: true }), reply(endpoints.removeFavourite, { isFavourite: false })];
    const added = await getResponse(handlers, new Request(new URL('/api/snippets/abc/favourite', document.baseURI), { method: 'POST' }));
    const removed = await getResponse(
      handlers,
      new Request(new URL('/api/snippets/xyz/favourite', document.baseURI), { method: 'DELETE' }),
    );
    expect([await added?.json(), await removed?.json()]).toEqual([{ isFavourite: true }, { isFavourite: false }]);
    expect(await answer(reply(endpoints.addFavourite, { isFavourite: true }), '/api/snippets/abc/favourite')).toBeUndefined();
  });

  it('send no body where the contract has none (204), and on empty()', async () => {
    const view = await answer(reply(endpoints.recordSnippetView, undefined), '/api/snippets/s1/view', 'POST');
    const none = await answer(empty(endpoints.getRandomSnippet), '/api/snippets/random');
    expect([view?.status, await view?.text(), none?.status, await none?.text()]).toEqual([204, '', 204, '']);
  });

  it('fail with a status and the catalogue message as { error }', async () => {
    const res = await answer(fails(endpoints.login, 401, messages.auth.invalidCredentials), '/api/login', 'POST');
    expect([res?.status, await res?.json()]).toEqual([401, { error: messages.auth.invalidCredentials }]);
  });

  it('never answer a pending route', async () => {
    const outcome = await Promise.race([
      answer(pending(endpoints.listFavourites), '/api/snippets/favourites').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(outcome).toBe('still waiting');
  });
});
