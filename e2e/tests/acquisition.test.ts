import { describe, expect, it } from 'vitest';
import { DEMO, fillLogin, signIn } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';
import { asStaff, axeAtBothWidths, ready, shot } from '../support/pages.ts';

/**
 * Juliana Pereira (doctorate, activity 12; account.test.ts changes Larissa's password, so not
 * her) and Roberto Dias (community member, without it).
 */
const JULIANA = '20260006';
const ROBERTO = '20260013';

describe('purchase suggestions', () => {
  const t = usePage();

  it('Juliana from the footer link: sign-in prompt, §5 messages, sent; the desk quotes it and she sees the new status; more copies from a title page', async () => {
    const { page, baseURL } = t;
    await page.goto('/meupergamum/sugestao-compra');
    await page.getByTestId('suggestion-sign-in').click();
    await fillLogin(page, JULIANA);
    await page.waitForURL((url) => url.pathname === '/meupergamum/sugestao-compra');
    const form = page.getByTestId('suggestion-form');
    await form.waitFor();
    await expect(
      page
        .getByTestId('personal-area-menu')
        .getByRole('link', { name: 'Aquisição', exact: true })
        .count(),
    ).resolves.toBe(1);

    await form.getByTestId('suggestion-submit').click();
    await form.getByText('Preencha o campo Biblioteca.').waitFor();
    await form.getByText('Preencha o campo Título.').waitFor();
    await form.getByText('Preencha o campo Editora.').waitFor();
    await form.getByTestId('suggestion-isbn-issn').fill('978-85-000-0000-1');
    await form.getByTestId('suggestion-submit').click();
    await form.getByText(/^ISBN\/ISSN inválido/).waitFor();
    await expect(page.getByTestId('suggestion-problem').textContent()).resolves.toBe(
      'Confira os campos destacados antes de enviar.',
    );
    await axeAtBothWidths(page, 'suggestion-form-errors');

    const title = `Gramática da língua espanhola ${Date.now()}`;
    await form.getByTestId('suggestion-campus').selectOption({ index: 1 });
    await form.getByTestId('suggestion-biblioteca').selectOption({ index: 1 });
    await form.getByTestId('suggestion-titulo').fill(title);
    await form.getByTestId('suggestion-autor').fill('Manuel Seco');
    await form.getByTestId('suggestion-editor').fill('Espasa <b>Calpe</b>');
    await form.getByTestId('suggestion-isbn-issn').fill('');
    await form.getByTestId('suggestion-submit').click();
    const sent = page.getByTestId('suggestion-sent');
    await sent.waitFor();
    await expect(sent.textContent()).resolves.toContain('Sugestão enviada.');

    const mine = (await asStaff(baseURL, 'GET', '/balcao/sugestoes?situacao=pre_suggestion')) as {
      cod_sugestao: number;
      titulo: string;
    }[];
    const suggestion = mine.find((s) => s.titulo === title)!;
    await asStaff(baseURL, 'POST', `/balcao/sugestoes/${suggestion.cod_sugestao}/situacao`, {
      situacao: 'in_quote',
      resposta: 'Pedimos orçamento à distribuidora.',
      quantidade: 2,
    });

    await sent.getByRole('link', { name: 'Consultar minhas sugestões' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum/sugestoes');
    await ready(page);
    const row = page.getByTestId('suggestion-row').filter({ hasText: title });
    await row.waitFor();
    await expect(row.getByTestId('suggestion-status').textContent()).resolves.toBe('Em cotação');
    await expect(row.getByTestId('suggestion-reply').textContent()).resolves.toBe(
      'Resposta: Pedimos orçamento à distribuidora.',
    );
    // Markup typed by the patron is shown as text.
    await expect(row.textContent()).resolves.toContain('Espasa <b>Calpe</b>');
    await axeAtBothWidths(page, 'suggestions');

    await page
      .getByTestId('personal-area-menu')
      .getByRole('link', { name: 'Pedidos de compra' })
      .click();
    await ready(page);
    await page.getByTestId('order-row').first().waitFor();
    await axeAtBothWidths(page, 'purchase-orders');

    // From a title page: more copies of that title, the form filled from its record.
    await page.goto('/acervo/1');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByTestId('suggest-more-copies').click();
    await page.waitForURL((url) => url.search === '?acervo=1');
    const more = page.getByTestId('suggestion-form');
    await page.getByTestId('suggestion-more-copies').waitFor();
    await shot(page, 'suggestion-more-copies');
    await expect(more.getByTestId('suggestion-titulo').inputValue()).resolves.toBe(heading.trim());
    await more.getByTestId('suggestion-biblioteca').selectOption({ index: 1 });
    if ((await more.getByTestId('suggestion-editor').inputValue()) === '')
      await more.getByTestId('suggestion-editor').fill('Editora do título');
    await more.getByTestId('suggestion-submit').click();
    await page.getByTestId('suggestion-sent').waitFor();
    await expect(page.getByTestId('suggestion-already-exists').count()).resolves.toBe(0);
    const asked = (await asStaff(baseURL, 'GET', '/balcao/sugestoes?situacao=pre_suggestion')) as {
      cod_acervo_existente: number | null;
      mais_exemplares: boolean;
    }[];
    expect(asked.filter((s) => s.mais_exemplares && s.cod_acervo_existente === 1)).toHaveLength(1);
  });

  it('Carlos, a professor, gets the prompt; acquisition statistics and title totals show a chart and its table', async () => {
    const { page } = t;
    await signIn(page, DEMO.professor, { redirect: '/meupergamum/sugestao-compra' });
    await page.getByTestId('suggestion-professor-prompt').waitFor();
    await shot(page, 'suggestion-professor-1280');

    await page
      .getByTestId('personal-area-menu')
      .getByRole('link', { name: 'Estatísticas de aquisição' })
      .click();
    await ready(page);
    const chart = page.getByTestId('statistics-chart');
    await chart.waitFor();
    await expect(
      chart.getByRole('img', { name: 'Gráfico das sugestões e pedidos de compra por mês' }).count(),
    ).resolves.toBe(1);
    await expect(chart.locator('rect[class]').count()).resolves.toBeGreaterThan(2);
    await page.getByTestId('statistics-suggestions-table').waitFor();
    await page.getByTestId('statistics-orders-table').waitFor();
    await axeAtBothWidths(page, 'acquisition-statistics');

    await page
      .getByTestId('personal-area-menu')
      .getByRole('link', { name: 'Totais de títulos' })
      .click();
    await ready(page);
    await page.getByTestId('totals-chart').waitFor();
    await page.getByTestId('totals-table').waitFor();
    await page.getByTestId('totals-library-table').waitFor();
    await axeAtBothWidths(page, 'title-totals');
  });

  it('Roberto, without activity 12, has no suggestion tabs and the form says why', async () => {
    const { page } = t;
    await signIn(page, ROBERTO, { redirect: '/meupergamum/sugestao-compra' });
    await page.getByTestId('suggestion-not-allowed').waitFor();
    const menu = page.getByTestId('personal-area-menu');
    await expect(menu.getByRole('link', { name: 'Aquisição', exact: true }).count()).resolves.toBe(
      0,
    );
    await expect(menu.getByRole('link', { name: 'Consultar sugestões' }).count()).resolves.toBe(0);
    await expect(
      menu.getByRole('link', { name: 'Estatísticas de aquisição' }).count(),
    ).resolves.toBe(1);
  });
});
