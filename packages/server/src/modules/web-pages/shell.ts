/**
 * The first screen as plain HTML, written first in the body so the browser paints it before
 * the web app's stylesheets and JavaScript have downloaded (issue 11 §8: on a phone, first and
 * largest paint waited ~3 s for the scripts). The web app removes it in its first commit
 * (web main.tsx), where it draws the same layout: the accessibility bar's band, the header
 * (logo, name, "catalogue") and, on the home page, the search band with its heading and
 * introduction at their sizes. New elements replacing old ones are not a layout shift.
 * Its styles come with it (and go with it), so it paints before the app's stylesheets, which
 * the build puts after it (web vite.config.ts); the colours are the app's (styles/global.css),
 * literal until its variables arrive, and nothing in it moves when they do. It is busy
 * (`aria-busy`): a placeholder of the page, which whoever waits for the page waits past.
 */
import { escapeHtml } from './html.ts';

export interface ShellText {
  /** The app's `app.catalogue`. */
  catalogue: string;
  /** The app's `home.heading`. */
  heading: string;
  /** The app's `home.intro` with the institution's acronym or name. */
  intro: (name: string) => string;
  /** The app's `searchResults.count` (one or more results), before the term. */
  count: (count: number, formatted: string) => string;
}

/** A search's results: their heading, as the app draws it once the search has answered. */
export interface ShellResults {
  /** The heading's start ("828 resultados para"), the term quoted after it. */
  count: string;
  term: string;
}

/** A title page's heading, and its cover on the summary tab (the largest thing it shows). */
export interface ShellTitle {
  id: number;
  /** The material type's name and colour (the badge). */
  type: string;
  color: string;
  title: string;
  subtitle: string | null;
  responsibility: string | null;
  /** The cover's address (on the summary tab), else null. */
  cover: string | null;
}

export interface ShellInstitution {
  name: string;
  acronym: string | null;
  logo: string | null;
}

/**
 * Sizes from the app's CSS (site-header, home-route, accessibility-bar, Mantine Container). The
 * cover is 2 px wider than the app's: at another fraction of a pixel down the page, the app's
 * same image could round to a device pixel more and count as a new, later largest paint.
 */
const STYLE = `<style>
body{margin:0}
.est-shell{color:#000;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;line-height:1.55}
.est-shell-bar{height:46px;box-sizing:border-box;background:var(--est-topbar-bg,#062f36);border-bottom:1px solid var(--est-topbar-border,rgba(255,255,255,.28))}
.est-shell-in{max-width:1320px;margin-inline:auto;padding-inline:16px;box-sizing:border-box}
.est-shell-header{background:var(--est-header-bg,#fff);border-bottom:1px solid var(--est-header-border,#dee2e6)}
.est-shell-header .est-shell-in{display:flex;align-items:center;min-height:76px;padding-block:10px;gap:14px}
.est-shell-logo{display:block;height:52px;width:auto;max-width:160px;flex:none}
.est-shell-fallback{width:48px;height:48px;border-radius:8px;background:#0f6f7b;flex:none}
.est-shell-names{display:flex;flex-direction:column;min-width:0}
.est-shell-name{font-size:20px;font-weight:700;line-height:1.2;overflow-wrap:anywhere}
.est-shell-sub{font-size:14px;color:var(--est-muted,#495057)}
.est-shell-hero{background:var(--est-hero-bg,linear-gradient(135deg,#084a54 0%,#0f6f7b 60%,#137a87 100%));color:var(--est-hero-text,#fff);border-bottom:1px solid var(--est-header-border,#dee2e6)}
.est-shell-hero .est-shell-in{display:flex;flex-direction:column;gap:16px;padding-block:40px 44px;min-height:408px}
.est-shell-hero h1{margin:0;font-size:34px;font-weight:650;line-height:1.2;max-width:920px}
.est-shell-hero p{margin:-6px 0 0;font-size:18px;color:var(--est-hero-muted,#e5f5f7)}
.est-shell-main{min-height:100vh}
.est-shell-title .est-shell-in{padding-top:24px}
.est-shell-badge{display:inline-block;height:20px;margin-bottom:8px;padding-inline:10px;border-radius:1000px;color:#fff;font-size:11px;font-weight:700;line-height:20px;text-transform:uppercase;letter-spacing:.25px;vertical-align:top}
.est-shell-title h1{margin:0;font-size:30px;font-weight:650;line-height:1.2;overflow-wrap:anywhere}
.est-shell-title h1 span{font-weight:500}
.est-shell-title p{margin:6px 0 0;color:var(--est-muted,#495057)}
.est-shell-results .est-shell-in{padding-top:16px}
.est-shell-results h2{margin:0;font-size:22px;font-weight:650;line-height:1.3;overflow-wrap:anywhere}
.est-shell-results q{font-style:italic}
.est-shell-cover{display:block;width:242px;height:auto;margin-top:136px;border-radius:4px;border:1px solid var(--est-border,#dee2e6);background:#fff}
@media (max-width:62em){.est-shell-bar{height:49px}}
@media (max-width:48em){.est-shell-title h1{font-size:24px}.est-shell-cover{width:142px;margin-top:183px}}
@media (max-width:36em){
.est-shell-header .est-shell-in{min-height:102px}
.est-shell-logo{height:40px;max-width:96px}
.est-shell-name{font-size:16px}
.est-shell-hero .est-shell-in{gap:12px;padding-block:24px 28px;min-height:536px}
.est-shell-hero h1{font-size:24px}
.est-shell-hero p{font-size:16px}
}
</style>`;

/**
 * A title page's heading and, on its summary, its cover where the app draws them: the cover,
 * the largest thing on a phone's first screen, is then painted before the app's code runs,
 * and the app's, the same image at the same size, is no larger.
 */
function titleShell(title: ShellTitle): string {
  const color = /^#[0-9a-f]{3,8}$/i.test(title.color) ? title.color : '#495057';
  const subtitle = title.subtitle ? `<span>: ${escapeHtml(title.subtitle)}</span>` : '';
  const responsibility = title.responsibility ? `<p>${escapeHtml(title.responsibility)}</p>` : '';
  const cover = title.cover
    ? `<img class="est-shell-cover" src="${escapeHtml(title.cover)}" alt="" width="240" height="340" fetchpriority="high">`
    : '';
  return (
    `<div class="est-shell-title"><div class="est-shell-in">` +
    `<span class="est-shell-badge" style="background:${color}">${escapeHtml(title.type)}</span>` +
    `<h1>${escapeHtml(title.title)}${subtitle}</h1>${responsibility}${cover}</div></div>`
  );
}

/**
 * A search's results heading, the same text at the same size as the app's (search-results.tsx):
 * on a phone the largest thing of the results page, painted before the app's code has run.
 */
const resultsShell = (results: ShellResults) =>
  `<div class="est-shell-results"><div class="est-shell-in"><h2>${escapeHtml(results.count)} ` +
  `<q>${escapeHtml(results.term)}</q></h2></div></div>`;

/** The shell of a page: the home page's with its search band, a title's, results, another's. */
export function pageShell(
  kind: 'home' | 'page' | ShellTitle | ShellResults,
  institution: ShellInstitution,
  text: ShellText,
): string {
  const site = institution.acronym || institution.name;
  // Only our own address: the policy allows no other image source.
  const logo =
    institution.logo && institution.logo.startsWith('/') && !institution.logo.startsWith('//')
      ? `<img class="est-shell-logo" src="${escapeHtml(institution.logo)}" alt="">`
      : '<span class="est-shell-fallback"></span>';
  const subtitle = institution.acronym
    ? `${escapeHtml(institution.acronym)} · ${escapeHtml(text.catalogue)}`
    : escapeHtml(text.catalogue);
  const content =
    typeof kind === 'object'
      ? 'term' in kind
        ? resultsShell(kind)
        : titleShell(kind)
      : kind === 'home'
        ? `<div class="est-shell-hero"><div class="est-shell-in"><h1>${escapeHtml(text.heading)}</h1>` +
          `<p>${escapeHtml(text.intro(site))}</p></div></div>`
        : '';
  return (
    `<div class="est-shell" data-shell aria-busy="true">${STYLE}<div class="est-shell-bar"></div>` +
    `<div class="est-shell-header"><div class="est-shell-in">${logo}` +
    `<span class="est-shell-names"><span class="est-shell-name">${escapeHtml(institution.name)}</span>` +
    `<span class="est-shell-sub">${subtitle}</span></span></div></div>` +
    `<div class="est-shell-main">${content}</div></div>`
  );
}
