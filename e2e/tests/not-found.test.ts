import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

describe('not-found screen', () => {
  for (const path of ['/pagina-que-nao-existe', '/pesquisa_inexistente', '/entrar', '/a/b/c']) {
    it(`is shown for ${path}, inside the page chrome`, async () => {
      const { page } = t;
      await gotoReady(page, path);
      await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
      expect(await page.title()).toContain('Página não encontrada');
      await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).waitFor();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).waitFor();
      expect(await page.getByRole('search').count()).toBe(0);
    });
  }

  it('links back home', async () => {
    const { page } = t;
    await gotoReady(page, '/nada-aqui');
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('search').waitFor();
    expect(await page.getByTestId('not-found').count()).toBe(0);
  });

  it('accepts each of the ten search tab keys as /{guia}', async () => {
    const { page } = t;
    for (const guia of [
      'pesquisa_geral',
      'e_books',
      'arquivo',
      'atos_normativos',
      'autoridades',
      'pesquisa_avancada',
      'acessibilidade',
      'novas_aquisicoes',
      'plano_ensino',
      'rede_pergamum_oai',
    ]) {
      await page.goto(`/${guia}`);
      await page.getByRole('search').waitFor();
      expect(await page.getByTestId('not-found').count(), guia).toBe(0);
    }
  });
});
