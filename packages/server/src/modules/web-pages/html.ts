/**
 * The web app's index.html with a page's head written in: title, description, canonical link,
 * Open Graph, JSON-LD, feed links; and, for a title page, a little content inside the root
 * element that the web app replaces when it starts. Every value is escaped.
 */
import { serializeJsonLd } from '@estante/contract';
import { escapeXml } from '../../marc/write-marcxml.ts';
import type { RouteModules } from './route-modules.ts';

/** What the server writes into a page's head. */
export interface PageHead {
  /** BCP 47 tag of the page's language (`pt-BR`, `en`, `es`). */
  lang: string;
  title: string;
  description: string;
  /** Absolute address of the page's permanent form. */
  canonical: string | null;
  /** `noindex` for pages that are not ours to index (not found, network records). */
  robots: string | null;
  /** Open Graph properties (og:title…), in order. */
  openGraph: [string, string][];
  links: { rel: string; type: string; title: string; href: string }[];
  jsonLd: unknown;
  /** HTML (already escaped) put inside the root element until the web app renders. */
  body: string | null;
  /** The first screen (shell.ts), put first in the body; the web app removes it. */
  shell?: string | null;
  /**
   * The page's first calls' answers as JSON already escaped for a script element
   * (first-answers.ts), put at the end of the body for the web app's first render.
   */
  data?: string | null;
  /** A lazily loaded page's files (route-modules.ts), preloaded at the end of the body. */
  preload?: RouteModules | null;
}

/** Text for an HTML attribute or element (the XML escape: `& < > "` and controls). */
export const escapeHtml = (text: string) => escapeXml(text);

const attributes = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');

/**
 * The head elements. Each carries `data-page-head`: the web app removes them when it moves to
 * another page, so they never describe the wrong one.
 */
export function headElements(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const tag = (name: string, pairs: [string, string][]) =>
    tags.push(`<${name}${attributes(pairs)} data-page-head>`);
  tag('meta', [
    ['name', 'description'],
    ['content', head.description],
  ]);
  if (head.robots)
    tag('meta', [
      ['name', 'robots'],
      ['content', head.robots],
    ]);
  if (head.canonical)
    tag('link', [
      ['rel', 'canonical'],
      ['href', head.canonical],
    ]);
  for (const link of head.links)
    tag('link', [
      ['rel', link.rel],
      ['type', link.type],
      ['title', link.title],
      ['href', link.href],
    ]);
  for (const [property, content] of head.openGraph)
    tag('meta', [
      ['property', property],
      ['content', content],
    ]);
  if (head.jsonLd)
    tags.push(
      `<script type="application/ld+json" data-page-head>${serializeJsonLd(head.jsonLd)}</script>`,
    );
  return tags.join('\n    ');
}

/** The template (the built index.html) with the page's language, head and root content. */
export function renderPage(template: string, head: PageHead): string {
  let html = template;
  const lang = `lang="${escapeHtml(head.lang)}"`;
  html = /<html\b[^>]*\blang="[^"]*"/.test(html)
    ? html.replace(/(<html\b[^>]*?)\blang="[^"]*"/, `$1${lang}`)
    : html.replace(/<html\b/, `<html ${lang}`);
  const preload = head.preload
    ? [
        ...head.preload.styles.map(
          (href) => `<link rel="preload" as="style" href="${escapeHtml(href)}">`,
        ),
        ...head.preload.scripts.map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
        ),
      ]
    : [];
  const elements = headElements(head);
  // A function as replacement: `$` in the values is not a pattern.
  if (/<title>[\s\S]*?<\/title>/.test(html))
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => elements);
  else html = html.replace(/<\/head>/, () => `${elements}</head>`);
  if (head.body)
    html = html.replace('<div id="root"></div>', () => `<div id="root">${head.body}</div>`);
  // First in the body: before the stylesheets the build puts there (web vite.config.ts).
  if (head.shell) html = html.replace(/<body\b[^>]*>/, (body) => `${body}${head.shell}`);
  // Last in the body: the first screen's images (the title page's cover, its largest paint)
  // are asked first, the page's code after them.
  if (preload.length > 0) html = html.replace(/<\/body>/, () => `${preload.join('')}</body>`);
  if (head.data)
    html = html.replace(
      /<\/body>/,
      () => `<script type="application/json" id="first-answers">${head.data}</script></body>`,
    );
  return html;
}
