import type { Features, Institution } from '@estante/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { gotoReady } from '../support/browser.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

const has = (features: Features, code: number) =>
  features.atividades.some((activity) => activity.cod_atividade === code);

/** Serves another institution's page configuration: the given activities removed or added. */
async function withActivities(
  page: Page,
  features: Features,
  codes: { remove?: number[]; add?: number[] },
) {
  const kept = features.atividades.filter((a) => !codes.remove?.includes(a.cod_atividade));
  const added = (codes.add ?? [])
    .filter((code) => !kept.some((a) => a.cod_atividade === code))
    .map((code) => ({ cod_atividade: code, cod_modulo: 1, descricao: `Atividade ${code}` }));
  await page.route('**/api/parametros/funcionalidades', (route) =>
    route.fulfill({ json: { ...features, atividades: [...kept, ...added] } }),
  );
}

async function footerLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    comments: await footer.getByRole('link', { name: 'Comentários' }).count(),
    suggestion: await footer.getByRole('link', { name: 'Sugestão de compra' }).count(),
    databases: await footer
      .getByTestId('external-database-link')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    network: await footer
      .getByTestId('network-catalogue-link')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    privacy: await footer
      .getByRole('link', { name: /Privacidade e proteção de dados/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  };
}

function expectedLinks(features: Features, institution: Institution) {
  return {
    comments: has(features, 13) ? 1 : 0,
    suggestion: has(features, 12) ? 1 : 0,
    databases: has(features, 57) ? institution.bases_externas.slice(0, 2).map((l) => l.url) : [],
    network: has(features, 87) && institution.link_rede ? [institution.link_rede.url] : [],
    privacy: institution.link_lgpd ? [institution.link_lgpd] : [],
  };
}

describe('footer links follow the activities', () => {
  it('shows exactly the links enabled by the real configuration', async () => {
    const { page, baseURL } = t;
    const [features, institution] = await Promise.all([
      api.features(baseURL),
      api.institution(baseURL),
    ]);
    await gotoReady(page, '/');
    expect(await footerLinks(page)).toEqual(expectedLinks(features, institution));
  });

  it('hides the external database and network links without activities 57 and 87', async () => {
    const { page, baseURL } = t;
    const [features, institution] = await Promise.all([
      api.features(baseURL),
      api.institution(baseURL),
    ]);
    await withActivities(page, features, { remove: [57, 87] });
    await gotoReady(page, '/');
    const links = await footerLinks(page);
    expect(links.databases).toEqual([]);
    expect(links.network).toEqual([]);
    expect(await page.getByRole('navigation', { name: 'Outras bases' }).count()).toBe(0);
    const remaining = {
      ...features,
      atividades: features.atividades.filter((a) => ![57, 87].includes(a.cod_atividade)),
    };
    expect(links).toEqual(expectedLinks(remaining, institution));
  });

  it('shows every feature link when activities 12, 13, 57 and 87 are on, at most two databases', async () => {
    const { page, baseURL } = t;
    const [features, institution] = await Promise.all([
      api.features(baseURL),
      api.institution(baseURL),
    ]);
    const other: Institution = {
      ...institution,
      bases_externas: [
        { descricao: 'Portal de Periódicos CAPES', url: 'https://www.periodicos.capes.gov.br/' },
        { descricao: 'SciELO', url: 'https://scielo.org/' },
        { descricao: 'Terceira base', url: 'https://example.org/terceira' },
      ],
      link_rede: { descricao: 'Rede Pergamum', url: 'https://example.org/rede' },
    };
    await page.route('**/api/parametros/instituicao', (route) => route.fulfill({ json: other }));
    await withActivities(page, features, { add: [12, 13, 57, 87] });
    await gotoReady(page, '/');
    const links = await footerLinks(page);
    expect(links.comments).toBe(1);
    expect(links.suggestion).toBe(1);
    expect(links.databases).toEqual([
      'https://www.periodicos.capes.gov.br/',
      'https://scielo.org/',
    ]);
    expect(links.network).toEqual(['https://example.org/rede']);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Comentários' }).getAttribute('href')).toBe(
      '/meupergamum/comentarios',
    );
    expect(
      await footer.getByRole('link', { name: 'Sugestão de compra' }).getAttribute('href'),
    ).toBe('/meupergamum/sugestao-compra');
    const external = footer.getByRole('link', { name: /SciELO/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    expect(await external.textContent()).toContain('(abre em nova aba)');
  });

  it('hides the services links without activities 12 and 13', async () => {
    const { page, baseURL } = t;
    const features = await api.features(baseURL);
    await withActivities(page, features, { remove: [12, 13] });
    await gotoReady(page, '/');
    const links = await footerLinks(page);
    expect(links.comments).toBe(0);
    expect(links.suggestion).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Serviços' }).count()).toBe(0);
  });

  it('shows the current year in the copyright line', async () => {
    const { page } = t;
    await gotoReady(page, '/');
    const year = await page.evaluate(() => new Date().getFullYear());
    expect(await page.getByRole('contentinfo').textContent()).toContain(`© ${year} `);
  });
});
