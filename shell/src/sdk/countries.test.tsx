import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClientConfig } from './api';
import { useCountries } from './countries';
import { mockApi } from './testing/mock-api';

afterEach(() => vi.unstubAllGlobals());

describe('useCountries', () => {
  it('loads GET /api/countries once and shares it under that key', async () => {
    const fetchMock = mockApi({ 'GET /api/countries': { body: [{ id: 'c-ke', country: 'Kenya' }] } });
    const client = new QueryClient(queryClientConfig);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual([{ id: 'c-ke', country: 'Kenya' }]));
    const second = renderHook(() => useCountries(), { wrapper });
    expect(second.result.current.data).toEqual([{ id: 'c-ke', country: 'Kenya' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/countries');
  });
});
