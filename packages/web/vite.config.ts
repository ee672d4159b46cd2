import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The default language's messages download with the app's code instead of after it has run
 * (i18next loads them for every visitor: the chosen language or, for missing keys, the
 * fallback). Saves a round trip before the first paint (issue 11 §8).
 */
function preloadDefaultMessages(language: string): Plugin {
  return {
    name: 'estante-preload-default-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.endsWith(`/locales/${language}/translation.json`),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Mantine's styles per component instead of its whole 288 kB stylesheet (issue 11 §8): each
 * component's class-name module (`Button.module.mjs`) imports that component's CSS
 * (`styles/Button.css`), so a page's stylesheet holds the components its code uses, and
 * components of a lazily loaded page come with that page's chunk. Fewer rules make every style
 * recalculation cheaper, on phones most. No list to keep up to date: using a component brings
 * its CSS; Mantine's component files import their dependencies first, so the order within a
 * stylesheet stays Mantine's (dependencies before dependants) and before our own modules.
 */
function mantineStylesPerComponent(): Plugin {
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*?([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'estante-mantine-styles-per-component',
    transform(code, id) {
      const match = classModule.exec(id);
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null };
    },
  };
}

/**
 * The stylesheets at the start of the body instead of in the head: a stylesheet in the head
 * holds every paint until it has loaded, one in the body only what follows it. The server
 * writes the first screen before them, with its own styles (server modules/web-pages/shell.ts),
 * and it paints as soon as the page arrives, before the stylesheets and scripts (issue 11 §8).
 * They stay before the root element, so the theme's variables that the app writes there
 * still come after Mantine's defaults; and the app never draws unstyled (a module script
 * waits for the document's pending stylesheets).
 */
function stylesheetsInBody(): Plugin {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: 'estante-stylesheets-in-body',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheet) ?? [];
        if (links.length === 0) return html;
        return html
          .replace(stylesheet, '')
          .replace('<body>', () => `<body>\n    ${links.map((l) => l.trim()).join('\n    ')}`);
      },
    },
  };
}

/** Mantine's `useId` replaced by ours (src/lib/mantine-use-id.ts says why). */
function mantineUseId(): Plugin {
  const original = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  return {
    name: 'estante-mantine-use-id',
    load(id) {
      if (!original.test(id)) return null;
      return `export { useId } from ${JSON.stringify(`${root}src/lib/mantine-use-id.ts`)};`;
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    mantineStylesPerComponent(),
    mantineUseId(),
    preloadDefaultMessages('pt'),
    stylesheetsInBody(),
  ],
  resolve: {
    alias: [{ find: /^typebox$/, replacement: `${root}src/lib/typebox-stub.ts` }],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads a lazily loaded page's files in its HTML
    // (server modules/web-pages/route-modules.ts).
    manifest: true,
    // Spec §9 minimum browsers, so that older ones still run the page and see the notice.
    target: ['chrome104', 'firefox110', 'edge110', 'safari15'],
    // The server's CSP forbids inline scripts; keep every script in its own file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The contract's schemas are the server's (see src/lib/typebox-stub.ts): those unused
      // are dropped.
      treeshake: { manualPureFunctions: ['Type', 'Nullable'] },
      output: {
        // Libraries every page needs, each in a chunk of its own that stays cached across
        // releases of the app. Mantine is left to the default splitting, so components only a
        // lazily loaded page uses stay in that page's chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-[^\\/]+)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
