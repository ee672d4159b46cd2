import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { STORAGE, usePage } from '../support/use-page.ts';
import { axeViolations } from '../support/lists.ts';

// The title tabs that depend on the title: holds, loan requests, kardex, contents,
// statistics, closed stacks; comments and JSON-LD on the summary. Titles are found through
// the API, and every assertion compares the page with what the API answers.
const t = usePage();

interface Found {
  consulta: { data: { cod_acervo: number }[] };
}
interface Detail {
  titulo: string;
  subtitulo: string | null;
  cod_tipo_obra: string;
}
interface Copy {
  situacao: string;
  tipo_emprestimo: string;
  acervo_fechado: boolean;
}
interface Issue {
  codPar: number;
  ano: number;
  qtd_sumario: number;
}
interface Contents {
  fasciculos: { codPar: number; sumario: string[] }[];
  livro: string[];
}
interface StatisticsYear {
  ano: number;
  meses: { mes: number; emprestimos: number }[];
  total_emprestimos: number;
}
interface Storage {
  acervo_fechado: boolean;
  bibliotecas: { desc_biblioteca: string }[];
  instrucoes: string;
}
interface Comment {
  autor: string;
  texto: string;
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${t.baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const search = async (query: string) =>
  (await get<Found>(`/consulta?${query}&tamanho=50`)).consulta.data.map((row) => row.cod_acervo);

let serial = 0;
let book = 0;
let closed = 0;
let open = 0;
let commented = 0;
let uncommented = 0;
let years: number[] = [];

beforeAll(async () => {
  for (const id of await search('termo=revista&filtro=T:serial')) {
    const kardex = await get<{ possui_kardex: boolean }>(`/kardex/${id}/permissao`);
    const contents = await get<Contents>(`/sumario/${id}/dados`);
    if (kardex.possui_kardex && contents.fasciculos.some((issue) => issue.sumario.length > 0)) {
      serial = id;
      break;
    }
  }
  for (const id of await search('termo=brasil')) {
    const copies = await get<Copy[]>(`/acervo/${id}/exemplares`);
    if (closed === 0 && copies.some((copy) => copy.acervo_fechado)) closed = id;
    if (open === 0 && copies.length > 0 && copies.every((copy) => !copy.acervo_fechado)) {
      open = id;
    }
    const comments = await get<Comment[]>(`/comentarios/acervo/${id}`);
    if (commented === 0 && comments.length > 0) commented = id;
    if (uncommented === 0 && comments.length === 0) uncommented = id;
    if (book === 0) {
      const detail = await get<Detail>(`/acervo/${id}`);
      const contents = await get<Contents>(`/sumario/${id}/dados`);
      const statistics = await get<number[]>(`/acervo/${id}/dados-estatisticos/anos`);
      if (detail.cod_tipo_obra === 'book' && contents.livro.length > 0 && statistics.length > 1) {
        book = id;
        years = statistics;
      }
    }
    if ([book, closed, open, commented, uncommented].every((found) => found > 0)) break;
  }
  if (commented === 0) {
    // Comments are on about 8% of the titles: look further, in a wider search.
    for (const id of await search('termo=a')) {
      if ((await get<Comment[]>(`/comentarios/acervo/${id}`)).length > 0) {
        commented = id;
        break;
      }
    }
  }
  for (const found of [serial, book, closed, open, commented, uncommented]) {
    expect(found).toBeGreaterThan(0);
  }
});

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Seções do título' });

async function ready(page: Page, path: string) {
  await gotoReady(page, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

describe('title tabs that depend on the title', () => {
  it('shows kardex and issue contents for a serial, contents and statistics for a book', async () => {
    const { page } = t;
    await ready(page, `/acervo/${serial}`);
    await tabs(page).getByRole('link', { name: 'Coleção (kardex)' }).waitFor();
    await tabs(page).getByRole('link', { name: 'Sumários', exact: true }).waitFor();

    await ready(page, `/acervo/${book}`);
    await tabs(page).getByRole('link', { name: 'Dados estatísticos' }).waitFor();
    await tabs(page).getByRole('link', { name: 'Sumário do livro' }).waitFor();
    await tabs(page).getByRole('link', { name: 'Reserva' }).waitFor();
    expect(await tabs(page).getByRole('link', { name: 'Coleção (kardex)' }).count()).toBe(0);
    expect(await tabs(page).getByRole('link', { name: 'Sumários', exact: true }).count()).toBe(0);

    await tabs(page).getByRole('link', { name: 'Dados estatísticos' }).click();
    await page.waitForURL((url) => url.pathname === `/acervo/${book}/dados-estatisticos`);
    await page.getByRole('heading', { level: 2, name: 'Dados estatísticos' }).waitFor();
  });

  it('lists the kardex issues, filters them by year and opens an issue', async () => {
    const { page } = t;
    const issues = await get<Issue[]>(`/kardex/${serial}/data`);
    const detail = await get<Detail>(`/acervo/${serial}`);
    await ready(page, `/acervo/${serial}/colecao-kardex`);
    const table = page.getByRole('table', { name: `Fascículos de ${detail.titulo}` });
    expect(await table.getByTestId('kardex-row').count()).toBe(issues.length);
    for (const name of ['Ano', 'Volume', 'Número', 'Publicação', 'Recebimento']) {
      await table.getByRole('columnheader', { name, exact: true }).waitFor();
    }

    const year = issues[issues.length - 1]!.ano;
    const ofYear = await get<Issue[]>(`/kardex/${serial}/data?year=${year}`);
    await page.getByLabel('Ano', { exact: true }).selectOption(String(year));
    await expect.poll(() => page.url()).toContain(`ano=${year}`);
    await expect.poll(() => table.getByTestId('kardex-row').count()).toBe(ofYear.length);

    const issue = ofYear.find((entry) => entry.qtd_sumario > 0)!;
    const item = await get<{ sumario: { descricao: string }[] }>(
      `/kardex/${serial}/item?codPar=${issue.codPar}`,
    );
    const button = table.getByTestId('kardex-row').nth(ofYear.indexOf(issue)).getByRole('button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByTestId('kardex-item-contents');
    await list.waitFor();
    expect(await list.getByRole('listitem').allTextContents()).toEqual(
      item.sumario.map((entry) => entry.descricao),
    );
    await page.locator(`#${(await button.getAttribute('aria-controls'))!}`).waitFor();
  });

  it('shows the tables of contents of the serial issues and of the book', async () => {
    const { page } = t;
    const serialContents = await get<Contents>(`/sumario/${serial}/dados`);
    await ready(page, `/acervo/${serial}/sumarios`);
    await page.getByRole('heading', { level: 2, name: 'Sumários dos fascículos' }).waitFor();
    const withContents = serialContents.fasciculos.filter((issue) => issue.sumario.length > 0);
    expect(await page.getByTestId('contents-issue').count()).toBe(withContents.length);
    expect(
      await page.getByTestId('contents-issue').first().getByRole('listitem').allTextContents(),
    ).toEqual(withContents[0]!.sumario);

    const bookContents = await get<Contents>(`/sumario/${book}/dados`);
    await ready(page, `/acervo/${book}/sumarios-livros`);
    expect(await page.getByTestId('book-contents').getByRole('listitem').allTextContents()).toEqual(
      bookContents.livro,
    );
  });

  it('draws the loans per month of the chosen year, with a table as text alternative', async () => {
    const { page } = t;
    const detail = await get<Detail>(`/acervo/${book}`);
    for (const [index, year] of years.slice(0, 2).entries()) {
      const stats = await get<StatisticsYear>(`/acervo/${book}/dados-estatisticos/dados/${year}`);
      if (index === 0) {
        await ready(page, `/acervo/${book}/dados-estatisticos`);
      } else {
        await page.getByLabel('Ano', { exact: true }).selectOption(String(year));
        await expect.poll(() => page.url()).toContain(`ano=${year}`);
      }
      const noun = stats.total_emprestimos === 1 ? 'empréstimo' : 'empréstimos';
      await page
        .getByTestId('statistics-total')
        .filter({ hasText: `${stats.total_emprestimos} ${noun} em ${year}.` })
        .waitFor();
      const chart = page.getByRole('img', { name: /^Gráfico de barras: empréstimos por mês/ });
      expect(await chart.getAttribute('aria-label')).toContain(`${detail.titulo} em ${year}`);
      expect(
        await chart
          .getByTestId('loans-bar')
          .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('data-value')))),
      ).toEqual(stats.meses.map((month) => month.emprestimos));
      const table = page.getByRole('table', { name: `Uso de ${detail.titulo} por mês em ${year}` });
      const rows = table.getByTestId('statistics-row');
      expect(await rows.count()).toBe(12);
      const loans = await rows.evaluateAll((list) =>
        list.map((row) => Number(row.querySelectorAll('td')[0]?.textContent)),
      );
      expect(loans).toEqual(stats.meses.map((month) => month.emprestimos));
    }
  });

  it('tells visitors about holds and loan requests, with the login embedded in the tab', async () => {
    const { page } = t;
    const copies = await get<Copy[]>(`/acervo/${book}/exemplares`);
    const loanable = copies.filter(
      (copy) => copy.situacao === 'available' && copy.tipo_emprestimo !== 'reference',
    ).length;
    for (const [path, heading] of [
      ['reserva', 'Reserva'],
      ['solicitacao-emprestimo', 'Solicitação de empréstimo'],
    ] as const) {
      await ready(page, `/acervo/${book}/${path}`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      expect(await page.getByTestId('figure-total').textContent()).toBe(String(copies.length));
      expect(await page.getByTestId('figure-loanable').textContent()).toBe(String(loanable));
      // The login embedded in the tab (spec §2): visitors sign in and go on here.
      await page.getByRole('region', { name: 'Acesso' }).getByTestId('login-form').waitFor();
    }
    await ready(page, `/acervo/${book}/reserva`);
    const rule = await page.getByTestId('hold-rule').textContent();
    expect(rule).toContain(
      loanable > 0 ? 'a reserva não é possível enquanto houver exemplares disponíveis' : 'fila',
    );
  });

  it('explains how to ask for copies in closed stacks', async () => {
    const { page } = t;
    const storage = await get<Storage>(`/acervo/${closed}/dados-armazem`);
    expect(storage.acervo_fechado).toBe(true);
    await ready(page, `/acervo/${closed}`);
    await tabs(page).getByRole('link', { name: 'Acervo fechado' }).click();
    await page.waitForURL((url) => url.pathname === `/acervo/${closed}/acervo-fechado`);
    await page.getByTestId('closed-stacks-instructions').waitFor();
    expect(await page.getByTestId('closed-stacks-instructions').textContent()).toContain(
      storage.instrucoes,
    );
    for (const library of storage.bibliotecas) {
      await page.getByRole('heading', { name: library.desc_biblioteca }).waitFor();
    }
  });

  it('shows an empty state, not an error, for a tab that does not apply', async () => {
    const { page } = t;
    for (const path of [
      `/acervo/${book}/colecao-kardex`,
      `/acervo/${book}/sumarios`,
      `/acervo/${open}/acervo-fechado`,
    ]) {
      await ready(page, path);
      await page.getByTestId('tab-empty').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      // The tab being shown stays in the tab bar, marked as the current page.
      expect(await tabs(page).locator('a[aria-current="page"]').getAttribute('href')).toBe(path);
    }
  });

  for (const path of ['/nada', '/marc/extra', '/reserva/1']) {
    it(`shows the full not-found screen for the unknown sub-page ${path}`, async () => {
      const { page } = t;
      await gotoReady(page, `/acervo/${book}${path}`);
      await page.getByTestId('not-found').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
      expect(await tabs(page).count()).toBe(0);
      expect(await page.title()).toContain('Página não encontrada');
    });
  }
});

describe('the tab bar on a phone', () => {
  it('scrolls a deep-linked tab into view', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 375, height: 812 });
    await ready(page, `/acervo/${book}/dados-estatisticos`);
    const active = tabs(page).locator('[aria-current="page"]');
    await expect.poll(() => active.textContent()).toBe('Dados estatísticos');
    const [bar, tab] = await Promise.all([tabs(page).boundingBox(), active.boundingBox()]);
    expect(bar && tab).toBeTruthy();
    if (!bar || !tab) return;
    expect(tab.x).toBeGreaterThanOrEqual(bar.x - 1);
    expect(tab.x + tab.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
  });
});

describe('summary: comments and schema.org', () => {
  it('lists the approved comments as text, with author, and a sign-in prompt', async () => {
    const { page } = t;
    const comments = await get<Comment[]>(`/comentarios/acervo/${commented}`);
    await ready(page, `/acervo/${commented}`);
    const section = page.getByRole('region', { name: /Comentários dos leitores/ });
    await section.getByTestId('comment').first().waitFor();
    expect(await section.getByTestId('comment').count()).toBe(comments.length);
    const texts = await section.getByTestId('comment-text').allTextContents();
    expect(texts).toEqual(comments.map((comment) => comment.texto));
    expect(await section.getByTestId('comment').first().textContent()).toContain(
      comments[0]!.autor,
    );
    expect(
      await section.getByRole('link', { name: 'Entrar para comentar' }).getAttribute('href'),
    ).toBe(`/login?redirect=${encodeURIComponent(`/acervo/${commented}`)}`);

    await ready(page, `/acervo/${uncommented}`);
    await page.getByText('Ainda não há comentários sobre este título.').waitFor();
  });

  it('carries JSON-LD that parses, names the title and breaks no CSP rule', async () => {
    const { page } = t;
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          event.violatedDirective,
        );
      });
    });
    for (const id of [book, serial]) {
      const detail = await get<Detail>(`/acervo/${id}`);
      await ready(page, `/acervo/${id}`);
      const raw = await page.locator('script[type="application/ld+json"]').textContent();
      expect(raw).not.toContain('<');
      const data = JSON.parse(raw!) as Record<string, unknown>;
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe(detail.cod_tipo_obra === 'serial' ? 'Periodical' : 'Book');
      expect(data.name).toBe(
        detail.subtitulo ? `${detail.titulo}: ${detail.subtitulo}` : detail.titulo,
      );
      // The canonical address is PUBLIC_URL's (unset here: http://localhost:PORT), written by the
      // server, whatever address the browser used.
      const url = new URL(data.url as string);
      expect([url.port, url.pathname]).toEqual([new URL(t.baseURL).port, `/acervo/${id}`]);
      expect(
        await page.evaluate(
          () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
        ),
      ).toEqual([]);
    }
    expect(csp).toEqual([]);
    expect(t.pageErrors).toEqual([]);
  });
});

const axe = (page: Page, label: string) => axeViolations(page, label);

describe('axe-core finds no violations on the new title tabs', () => {
  const pages = () => [
    `/acervo/${commented}`,
    `/acervo/${book}/reserva`,
    `/acervo/${book}/solicitacao-emprestimo`,
    `/acervo/${serial}/colecao-kardex`,
    `/acervo/${serial}/sumarios`,
    `/acervo/${book}/sumarios-livros`,
    `/acervo/${book}/dados-estatisticos`,
    `/acervo/${closed}/acervo-fechado`,
    `/acervo/${book}/colecao-kardex`,
  ];

  for (const width of [1280, 375]) {
    it(`at ${width} px`, async () => {
      const { page } = t;
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      const found: string[] = [];
      for (const path of pages()) {
        await ready(page, path);
        if (path.endsWith('/colecao-kardex') && path.includes(String(serial))) {
          await page.getByTestId('kardex-row').first().getByRole('button').click();
          await page.getByTestId('kardex-item-contents').waitFor();
        }
        found.push(...(await axe(page, path)));
      }
      expect(found).toEqual([]);
    });
  }

  for (const mode of ['dark', 'contrast'] as const) {
    it(`in ${mode === 'dark' ? 'dark mode' : 'high contrast'}`, async () => {
      const { page } = t;
      await page.addInitScript(
        ({ mode, storage }) => {
          localStorage.setItem(storage.colorScheme, mode === 'dark' ? 'dark' : 'light');
          localStorage.setItem(
            storage.accessibility,
            JSON.stringify({
              state: {
                zoom: 0,
                negrito: false,
                libras: false,
                cor: mode === 'contrast' ? 'contraste' : '',
              },
              version: 0,
            }),
          );
        },
        { mode, storage: STORAGE },
      );
      const found: string[] = [];
      for (const path of [
        `/acervo/${book}/dados-estatisticos`,
        `/acervo/${serial}/colecao-kardex`,
        `/acervo/${book}/reserva`,
      ]) {
        await ready(page, path);
        found.push(...(await axe(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
});
