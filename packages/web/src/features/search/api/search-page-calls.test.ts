import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { searchPageCalls, type FirstAnswers } from './search-page-calls';
import { searchResultsQueryOptions } from './get-search-results';
import { readSearchState } from '../lib/search-url';

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

  it('uses the answers the server wrote for this page and language instead of asking them', () => {
    const consulta = { consulta: { total: 3, data: [] } } as unknown as FirstAnswers['consulta'];
    const answers = (page: string, lang = 'pt'): FirstAnswers => ({
      page,
      lang,
      consulta,
      filtros: { filtros: {} } as unknown as FirstAnswers['filtros'],
      ordenacao: null,
    });
    const page = '/pesquisa_geral?termo=historia';
    // The sort options failed on the server: only they are asked.
    const calls = searchPageCalls(
      client,
      '/pesquisa_geral',
      '?termo=historia',
      answers(page),
      'pt',
    );
    expect(calls).toHaveLength(1);
    const key = searchResultsQueryOptions(
      'pesquisa_geral',
      readSearchState(new URLSearchParams('termo=historia')),
    ).queryKey;
    expect(client.getQueryData(key)).toBe(consulta);
    client.clear();
    // Another language, another address, or an address the app would not write: asked again.
    for (const [search, given, language] of [
      ['?termo=historia', answers(page, 'en'), 'pt'],
      ['?termo=historia', answers(page), 'en'],
      ['?termo=brasil', answers(page), 'pt'],
      ['?pagina=1&termo=historia', answers('/pesquisa_geral?pagina=1&termo=historia'), 'pt'],
    ] as const) {
      expect(searchPageCalls(client, '/pesquisa_geral', search, given, language)).toHaveLength(3);
      expect(client.getQueryData(key)).toBeUndefined();
    }
  });
});
