import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { searchPageCalls } from './search-page-calls';

// No server here: each call fails at once (no retry) and is only counted.
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => client.clear());

describe('searchPageCalls', () => {
  it('asks the results, filters and sort options for the addresses the results page shows', async () => {
    const calls = searchPageCalls(client, '/pesquisa_geral', '?termo=historia');
    expect(calls).toHaveLength(3);
    await Promise.all(calls);
    expect(searchPageCalls(client, '/novas_aquisicoes', '')).toHaveLength(3);
  });

  it('asks nothing for a search screen without a search, the authorities tab or another page', () => {
    expect(searchPageCalls(client, '/pesquisa_geral', '')).toHaveLength(0);
    expect(searchPageCalls(client, '/pesquisa_geral', '?termo=%20')).toHaveLength(0);
    expect(searchPageCalls(client, '/autoridades', '?termo=bandeira')).toHaveLength(0);
    expect(searchPageCalls(client, '/acervo/12', '?termo=x')).toHaveLength(0);
    expect(searchPageCalls(client, '/nao_existe', '?termo=x')).toHaveLength(0);
    expect(searchPageCalls(client, '/', '')).toHaveLength(0);
  });
});
