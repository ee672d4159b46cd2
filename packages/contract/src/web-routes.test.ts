import { describe, expect, it } from 'vitest';
import { matchWebPage } from './web-routes.ts';

describe('matchWebPage', () => {
  it('knows the pages of the web app', () => {
    expect(matchWebPage('/')).toEqual({ kind: 'home' });
    expect(matchWebPage('/pesquisa_geral')).toEqual({ kind: 'search-tab', guia: 'pesquisa_geral' });
    expect(matchWebPage('/acervo/12')).toEqual({ kind: 'title', id: '12', tab: '' });
    expect(matchWebPage('/acervo/12/exemplares/')).toEqual({
      kind: 'title',
      id: '12',
      tab: 'exemplares',
    });
    expect(matchWebPage('/autoridade/3/marc')).toEqual({ kind: 'authority', id: '3' });
    expect(matchWebPage('/meupergamum/alertas')).toEqual({
      kind: 'other',
      path: 'meupergamum/alertas',
    });
    expect(matchWebPage('/cesta')).toEqual({ kind: 'other', path: 'cesta' });
  });

  it('finds no page for other addresses', () => {
    for (const path of [
      '/nao-existe',
      '/pesquisa_inexistente',
      '/a/b/c',
      '/acervo',
      '/acervo/12/nada',
      '/autoridade/3/x',
      '/meupergamum/nada',
      '/cesta/1',
    ])
      expect(matchWebPage(path), path).toEqual({ kind: 'not-found' });
  });
});
