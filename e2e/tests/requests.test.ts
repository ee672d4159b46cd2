import fs from 'node:fs';

import type { Request, StaffRequest } from '@estante/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from '../support/lists.ts';
import { DEMO, signIn } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';
import { asStaff, axeAtBothWidths, shot } from '../support/pages.ts';

/** Fills the request form's fields by their wire names. */
async function fill(page: Page, values: Record<string, string>) {
  const form = page.getByTestId('request-form');
  for (const [name, value] of Object.entries(values)) {
    const field = form.getByTestId(`request-field-${name}`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption(value);
    } else await field.fill(value);
  }
}

describe('bibliographic requests', () => {
  const t = usePage();

  it('catalogue card: Rafael sends his thesis, staff release it, he downloads the PDF; axe at 1280 and 375', async () => {
    const { page, baseURL } = t;
    await signIn(page, DEMO.rafael, { redirect: '/meupergamum/ficha-catalografica' });
    await page.getByTestId('request-form').waitFor();
    await fill(page, {
      autor_nome: 'Rafael',
      autor_sobrenome: 'Teixeira',
      titulo: 'A leitura no ensino técnico',
      subtitulo: 'um estudo em Palmas',
      ano: '2026',
      paginas_preliminares: 'x',
      paginas: '84',
      grau: 'tcc',
      curso: 'Curso Técnico em Informática',
      instituicao: 'Instituto Federal do Tocantins',
      cidade: 'Palmas',
      orientador: 'Paulo Lima',
      assuntos: 'Leitura\nEnsino técnico',
    });
    await page.getByTestId('request-submit').click();
    await page.getByTestId('request-sent').waitFor();
    const row = page.getByTestId('request-row').first();
    await row.getByTestId('card-pending').waitFor();
    await expect(row.getByTestId('request-status').textContent()).resolves.toBe('Aguardando');

    const awaiting = await asStaff<StaffRequest[]>(
      baseURL,
      'GET',
      '/balcao/solicitacoes?tipo=ficha-catalografica',
    );
    const mine = awaiting.find((r) => r.pessoa.nome === 'Rafael Teixeira');
    expect(mine?.ficha?.cutter).toBe('T266l');
    const released = await asStaff<Request>(
      baseURL,
      'POST',
      `/balcao/solicitacoes/${mine!.cod_solicitacao}/ficha/liberacao`,
      { correcoes: { classificacao: '371.3' }, resposta: 'Ficha revisada pela biblioteca.' },
    );
    expect(released.ficha?.situacao).toBe('released');

    await page.reload();
    await settled(page);
    const done = page.getByTestId('request-row').first();
    await expect(done.getByTestId('request-status').textContent()).resolves.toBe('Atendida');
    await expect(done.getByTestId('request-reply').textContent()).resolves.toBe(
      'Ficha revisada pela biblioteca.',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      done.getByTestId('card-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ficha-catalografica-${mine!.cod_solicitacao}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await axeAtBothWidths(page, 'catalog-sheet');
  });

  it('bibliographic switching: a start page after the end page is named at the field and nothing is sent; fixed, it is listed; axe at 1280 and 375', async () => {
    const { page } = t;
    await signIn(page, DEMO.rafael, { redirect: '/meupergamum/comutacao-bibliografica' });
    await page.getByTestId('request-form').waitFor();
    await settled(page);
    const before = await page.getByTestId('request-row').count();
    await page.getByTestId('request-subtype').selectOption('parte-livro');
    await fill(page, {
      titulo_fonte: 'Manual de catalogação',
      titulo: 'Pontos de acesso',
      autores: 'Mey, Eliane Serrão Alves',
      ano: '2009',
      pagina_inicial: '120',
      pagina_final: '95',
    });
    await page.getByTestId('request-submit').click();
    const form = page.getByTestId('request-form');
    await form.getByText('A página inicial não pode ser maior que a página final.').waitFor();
    await expect(page.getByTestId('request-problem').textContent()).resolves.toBe(
      'Corrija os campos indicados.',
    );
    await shot(page, 'switching-page-error');
    await expect(page.getByTestId('request-row').count()).resolves.toBe(before);

    await fill(page, { pagina_inicial: '95', pagina_final: '120' });
    await page.getByTestId('request-submit').click();
    await page.getByTestId('request-sent').waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="request-row"]').length === count + 1,
      before,
    );
    const row = page.getByTestId('request-row').first();
    await expect(row.textContent()).resolves.toContain('Pontos de acesso');
    await expect(row.textContent()).resolves.toContain('Capítulo ou parte de livro');
    await axeAtBothWidths(page, 'bibliographic-switching');
  });

  it('survey, inter-library loan and specialized search: each tab’s form and list pass axe at 1280 and 375; the loan form offers the partners', async () => {
    const { page } = t;
    await signIn(page, DEMO.rafael, { redirect: '/meupergamum/levantamento-bibliografico' });
    await page.getByTestId('request-form').waitFor();
    await page.getByTestId('request-field-idiomas').getByLabel('Português').check();
    await axeAtBothWidths(page, 'bibliographic-survey');
    for (const [tab, path] of [
      ['Empréstimo entre bibliotecas', 'emprestimo-inter-bibliotecas'],
      ['Pesquisa especializada', 'pesquisa-especializada'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('link', { name: tab }).click();
      await page.waitForURL((url) => url.pathname === `/meupergamum/${path}`);
      await page.getByRole('heading', { level: 2, name: tab }).waitFor();
      await page.getByTestId('request-form').waitFor();
      if (path === 'emprestimo-inter-bibliotecas') {
        const partners = page.getByTestId('request-field-cod_instituicao').locator('option');
        await expect(partners.allTextContents()).resolves.toEqual([
          'Escolha…',
          'Instituto Federal da Serra',
          'Universidade Estadual do Litoral',
        ]);
      }
      await axeAtBothWidths(page, path);
    }
  });
});
