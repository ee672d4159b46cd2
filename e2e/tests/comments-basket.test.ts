import { describe, expect, it } from 'vitest';
import { axeViolations, expectNoAxeViolations } from '../support/lists.ts';
import { fillLogin, signIn } from '../support/login.ts';
import { usePage } from '../support/use-page.ts';
import { asStaff, axeAtBothWidths, ready, shot } from '../support/pages.ts';

// Issue 14: comments (the footer's Comments page and a title page), the desk's approval, the
// permanent basket from the browser basket, and the Databases tab. Marcos Vieira (20260007,
// Educar-se) starts with no comments and an empty permanent basket (docs/demo.md).
const MARCOS = '20260007';
const t = usePage();

interface SearchAnswer {
  consulta: { data: { cod_acervo: number; titulo: string; subtitulo: string | null }[] };
}

async function someTitles(count: number) {
  const response = await fetch(`${t.baseURL}/api/consulta?termo=historia`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as SearchAnswer).consulta.data.slice(0, count);
}

describe('comments and the permanent basket', () => {
  it('Marcos comments from the Comments page and a title page; approved by the desk, it shows on the title', async () => {
    const { page } = t;
    const [title] = await someTitles(1);
    const stamp = Date.now();

    // The footer's link: a visitor is asked to sign in first.
    await page.goto('/meupergamum/comentarios');
    await page.getByTestId('comments-page-sign-in').click();
    await fillLogin(page, MARCOS);
    await page.waitForURL((url) => url.pathname === '/meupergamum/comentarios');
    const form = page.getByTestId('general-comment-form');
    await form.waitFor();
    await page.getByTestId('my-comments-empty').waitFor();

    // Spec §5: the library and the text, each with its message.
    await form.getByTestId('comment-submit').click();
    await form.getByText('Escolha a biblioteca do comentário.').waitFor();
    await form.getByText('Escreva o texto do comentário.').waitFor();
    await expectNoAxeViolations(page, 'comments-errors 1280');
    await shot(page, 'comments-errors-1280');

    const general = `Abram aos sábados <b>${stamp}</b>`;
    await form.getByTestId('comment-library').selectOption({ index: 1 });
    await form.getByTestId('comment-text-input').fill(general);
    await form.getByTestId('comment-submit').click();
    await expect(form.getByTestId('comment-sent').textContent()).resolves.toContain(
      'Comentário enviado.',
    );
    const generalRow = page.getByTestId('my-comment-row').filter({ hasText: general });
    await generalRow.waitFor();
    // Markup is kept and shown as text.
    await expect(generalRow.getByTestId('my-comment-text').textContent()).resolves.toBe(general);
    await expect(generalRow.getByTestId('my-comment-status').textContent()).resolves.toBe(
      'Aguardando aprovação',
    );

    // On a title page, the same form about the title.
    await page.goto(`/acervo/${title!.cod_acervo}`);
    const titleForm = page.getByTestId('title-comment-form');
    await titleForm.waitFor();
    const onTitle = `Leitura obrigatória <i>${stamp}</i>`;
    await titleForm.getByTestId('comment-library').selectOption({ index: 1 });
    await titleForm.getByTestId('comment-text-input').fill(onTitle);
    await titleForm.getByTestId('comment-submit').click();
    await titleForm.getByTestId('comment-sent').waitFor();
    await page.getByTestId('title-my-comments').getByText(onTitle).waitFor();
    await expect(
      page.getByTestId('comment-text').filter({ hasText: onTitle }).count(),
    ).resolves.toBe(0);
    // axe on the form only: the rest of the title page is axe.test.ts's.
    expect(await axeViolations(page, 'comment form', '[data-testid="title-comment"]')).toEqual([]);
    await shot(page, 'title-comment-1280');

    // The desk approves it with a reply; the title page shows it, as text.
    const pending = (await asStaff(t.baseURL, 'GET', '/balcao/comentarios')) as {
      cod_comentario: number;
      texto: string;
    }[];
    const mine = pending.find((c) => c.texto === onTitle)!;
    await asStaff(t.baseURL, 'POST', `/balcao/comentarios/${mine.cod_comentario}/aprovacao`, {
      situacao: 'approved',
      resposta: 'Obrigado!',
    });
    await page.reload();
    await page.getByTestId('comment-text').filter({ hasText: onTitle }).waitFor();

    // Back on the Comments page: approved with the reply; the general one deleted after confirming.
    await page.goto('/meupergamum/comentarios');
    const titleRow = page.getByTestId('my-comment-row').filter({ hasText: onTitle });
    await titleRow.waitFor();
    await expect(titleRow.getByTestId('my-comment-status').textContent()).resolves.toBe('Aprovado');
    await expect(titleRow.getByTestId('my-comment-reply').textContent()).resolves.toBe(
      'Resposta da biblioteca: Obrigado!',
    );
    await generalRow.getByTestId('my-comment-delete').click();
    await page.getByTestId('delete-comment-modal').waitFor();
    await page.getByTestId('confirm-delete-comment').click();
    await page.getByTestId('my-comment-deleted').waitFor();
    await expect(generalRow.count()).resolves.toBe(0);
    await ready(page);
    await axeAtBothWidths(page, 'comments');
  });

  it('Marcos keeps his basket in the permanent basket in one step, removes a title, and sees his databases', async () => {
    const { page } = t;
    const titles = await someTitles(3);
    await page.addInitScript(
      ({ itens }) => {
        if (!window.sessionStorage.getItem('basket-seeded')) {
          window.localStorage.setItem(
            'estante.cesta',
            JSON.stringify({ state: { itens }, version: 1 }),
          );
          window.sessionStorage.setItem('basket-seeded', '1');
        }
      },
      {
        itens: titles.map((r) => ({
          cod_acervo: r.cod_acervo,
          titulo: r.titulo,
          autor: null,
          ano: null,
          tipo: null,
        })),
      },
    );
    await signIn(page, MARCOS, { redirect: '/cesta' });
    await page.getByTestId('save-permanent-basket').click();
    const saved = page.getByTestId('permanent-basket-saved');
    await expect(saved.textContent()).resolves.toContain(
      '3 títulos salvos (0 já estavam); 3 na cesta permanente.',
    );
    await saved.getByRole('link', { name: 'Abrir a cesta permanente' }).click();
    await page.waitForURL((url) => url.pathname === '/meupergamum/cesta-permanente');
    const rows = page.getByTestId('permanent-basket-row');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(3);
    await rows.first().getByTestId('permanent-basket-remove').click();
    await page.getByTestId('permanent-basket-message').waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await ready(page);
    await axeAtBothWidths(page, 'permanent-basket');

    await page
      .getByTestId('personal-area-menu')
      .getByRole('link', { name: 'Bases de dados' })
      .click();
    await page.waitForURL((url) => url.pathname === '/meupergamum/bases-dados');
    const databases = page.getByTestId('database');
    await databases.first().waitFor();
    // The theses database is for graduate students and professors only.
    await expect(databases.allTextContents()).resolves.toEqual([
      expect.stringContaining('Portal de Periódicos CAPES'),
      expect.stringContaining('SciELO Brasil'),
    ]);
    await ready(page);
    await axeAtBothWidths(page, 'databases');
  });
});
