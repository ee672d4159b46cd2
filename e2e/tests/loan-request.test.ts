import type { Copy } from '@estante/contract';
import { describe, expect, it } from 'vitest';
import { apiGet, expectNoAxeViolations } from '../support/lists.ts';
import { DEMO, fillLogin } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';
import { ready, shot } from '../support/pages.ts';

/** A demo title with a copy on the shelf that may go home, and that copy's library. */
async function requestableTitle(baseURL: string): Promise<{ id: number; library: number }> {
  for (let id = 1; id <= 200; id++) {
    const copies = await apiGet<Copy[]>(baseURL, `/acervo/${id}/exemplares`).catch(() => []);
    const copy = copies.find(
      (c) => c.situacao === 'available' && c.tipo_emprestimo !== 'reference',
    );
    if (copy) return { id, library: copy.cod_biblioteca };
  }
  throw new Error('no demo title with an available copy');
}

describe('loan request', () => {
  const t = usePage();

  it('from a title page: §5 messages for an empty phone and a bad email, sent, then listed in Query loan requests; axe at 1280 and 375', async () => {
    const { page, baseURL } = t;
    const title = await requestableTitle(baseURL);
    const tab = `/acervo/${title.id}/solicitacao-emprestimo`;
    await page.goto(`/login?${new URLSearchParams({ redirect: tab })}`);
    await fillLogin(page, DEMO.professor);
    await page.waitForURL((url) => url.pathname === tab);
    const form = page.getByTestId('loan-request-form');
    await form.waitFor();

    await form.getByTestId('loan-request-origin').selectOption(String(title.library));
    const receiving = form.getByTestId('loan-request-receiving');
    await receiving.selectOption({ index: 1 });
    await form.getByTestId('loan-request-location').selectOption({ index: 1 });
    for (const option of ['volume', 'tomo', 'parte', 'material_adicional']) {
      await form.getByTestId(`loan-request-${option}`).selectOption('*');
    }
    await form.getByTestId('loan-request-phone').fill('');
    await form.getByTestId('loan-request-email').fill('carlos@');
    await form.getByTestId('loan-request-submit').click();
    await form.getByText('Informe o telefone.').waitFor();
    await form.getByText('Informe um endereço de e-mail válido.').waitFor();
    await expect(page.getByTestId('loan-request-problem').textContent()).resolves.toBe(
      'Verifique os campos destacados.',
    );
    await shot(page, 'loan-request-form-errors');

    await form.getByTestId('loan-request-phone').fill('(63) 3333-1234');
    await form.getByTestId('loan-request-email').fill('carlos@example.org');
    await form.getByTestId('loan-request-submit').click();
    const placed = page.getByTestId('loan-request-placed');
    await placed.waitFor();
    await expect(placed.textContent()).resolves.toContain('Solicitação de empréstimo enviada');
    await shot(page, 'loan-request-sent');

    await placed.getByRole('link', { name: 'Ver suas solicitações de empréstimo' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum/solicitacoes-emprestimo');
    await ready(page);
    const row = page.getByTestId('loan-request-row').first();
    await row.waitFor();
    await expect(row.getByTestId('loan-request-status').textContent()).resolves.toBe('Aguardando');
    await expect(row.getByRole('link').first().getAttribute('href')).resolves.toBe(
      `/acervo/${title.id}`,
    );

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `query loan requests ${width}`);
      await shot(page, `loan-requests-${width}`);
    }
  });
});
