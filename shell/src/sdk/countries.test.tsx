import { endpoints } from '@nextlevel/bff/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClientConfig } from './api';
import { useCountries } from './countries';
import { reply } from './stories/api-handlers';
import { fakeNetwork, sentRequests } from './testing/network';

describe('useCountries', () => {
  it('loads GET /api/countries once and shares it under that key', async () => {
    fakeNetwork(reply(endpoints.listCountries, [{ id: 'c-ke', country: 'Kenya' }]));
    const client = new QueryClient(queryClientConfig);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual([{ id: 'c-ke', country: 'Kenya' }]));
    const second = renderHook(() => useCountries(), { wrapper });
    expect(second.result.current.data).toEqual([{ id: 'c-ke', country: 'Kenya' }]);
    expect(sentRequests()).toEqual([{ method: 'GET', path: '/api/countries', body: undefined }]);
  });

  it('fails a test when the answer is off the contract', async () => {
    fakeNetwork(reply(endpoints.listCountries, [{ id: 1 }] as never));
    const client = new QueryClient(queryClientConfig);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const view = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(view.result.current.error?.message).toMatch(/GET \/api\/countries answered off its contract \(0\.id: /));
  });
});
