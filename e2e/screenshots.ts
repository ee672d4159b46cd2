// Saves screenshots of the page chrome for visual review: `npx tsx e2e/screenshots.ts`.
// Uses BASE_URL when given (a running server), otherwise starts the real server itself.
import fs from 'node:fs';
import path from 'node:path';
import { gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { STORAGE } from './support/use-page.ts';

const outDir = path.join(import.meta.dirname, 'screenshots');

interface Shot {
  name: string;
  path: string;
  width: number;
  dark?: boolean;
  cor?: string;
  libras?: boolean;
  negrito?: boolean;
  zoom?: number;
  expandBar?: boolean;
  support?: boolean;
}

const shots: Shot[] = [
  { name: 'home-pt-1280', path: '/', width: 1280 },
  { name: 'home-pt-375', path: '/', width: 375 },
  { name: 'home-en-1280', path: '/?lng=en', width: 1280 },
  { name: 'home-en-375', path: '/?lng=en', width: 375 },
  { name: 'home-pt-1280-dark', path: '/', width: 1280, dark: true },
  { name: 'home-pt-375-dark', path: '/', width: 375, dark: true },
  { name: 'home-pt-1280-contrast', path: '/', width: 1280, cor: 'contraste' },
  { name: 'home-pt-375-contrast', path: '/', width: 375, cor: 'contraste', expandBar: true },
  {
    name: 'home-pt-1280-libras-bold-zoom',
    path: '/',
    width: 1280,
    libras: true,
    negrito: true,
    zoom: 40,
  },
  { name: 'home-pt-375-bar-open', path: '/', width: 375, expandBar: true },
  { name: 'home-pt-1280-support', path: '/', width: 1280, support: true },
  { name: 'not-found-pt-1280', path: '/pagina-inexistente', width: 1280 },
  { name: 'not-found-pt-375', path: '/pagina-inexistente', width: 375 },
  { name: 'not-found-en-1280-dark', path: '/pagina-inexistente?lng=en', width: 1280, dark: true },
  { name: 'results-pt-1280', path: '/pesquisa_geral?termo=educacao', width: 1280 },
  { name: 'results-pt-375', path: '/pesquisa_geral?termo=educacao', width: 375 },
  { name: 'results-covers-pt-1280', path: '/pesquisa_geral?termo=brasil&exibicao=C', width: 1280 },
  { name: 'title-pt-1280', path: '/acervo/1', width: 1280 },
  { name: 'title-stats-pt-375', path: '/acervo/1/dados-estatisticos', width: 375 },
  { name: 'basket-pt-1280', path: '/cesta', width: 1280 },
  { name: 'history-pt-375', path: '/historico', width: 375 },
  { name: 'index-pt-1280', path: '/indice?tipo=autor', width: 1280 },
  { name: 'authorities-pt-1280', path: '/autoridades?termo=silva', width: 1280 },
  { name: 'archive-pt-1280', path: '/arquivo', width: 1280 },
];

async function main() {
  let server: RunningServer | undefined;
  const baseURL = process.env.BASE_URL ?? (server = await startServer()).baseURL;
  const browser = await launchBrowser();
  fs.mkdirSync(outDir, { recursive: true });
  try {
    for (const shot of shots) {
      const { context, page } = await openPage(browser, baseURL, {
        width: shot.width,
        height: shot.width < 600 ? 812 : 900,
      });
      await page.addInitScript(
        ({ shot, storage }) => {
          localStorage.setItem(storage.colorScheme, shot.dark ? 'dark' : 'light');
          localStorage.setItem(
            storage.accessibility,
            JSON.stringify({
              state: {
                zoom: shot.zoom ?? 0,
                negrito: shot.negrito ?? false,
                libras: shot.libras ?? false,
                cor: shot.cor ?? '',
              },
              version: 0,
            }),
          );
        },
        { shot, storage: STORAGE },
      );
      await gotoReady(page, shot.path);
      if (shot.expandBar) {
        await page
          .getByRole('button', { name: /acessibilidade|accessibility/i })
          .first()
          .click();
      }
      if (shot.support) {
        await page.getByRole('contentinfo').getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
      }
      const file = path.join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file, fullPage: !shot.support });
      console.log(file);
      if (shot.width < 600) {
        // Phone shots are very tall: also keep the first and the last screenful.
        await page.screenshot({ path: file.replace(/\.png$/, '-top.png') });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.screenshot({ path: file.replace(/\.png$/, '-bottom.png') });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
