/**
 * References in ABNT NBR 6023:2018 ("Informação e documentação — Referências — Elaboração"),
 * our own formatter: no CSL style for ABNT ships in npm. Covers the essential elements of the
 * standard for monographs (books, theses), parts of monographs (chapters), serials as a whole,
 * articles, events and online documents, with several, corporate and no authors.
 */
import type { HostItem, ReferenceFacts, ReferenceName } from './reference-facts.ts';

/** A formatted reference in three renderings; the title element is bold in html/markdown. */
export interface FormattedReference {
  /** Plain text, no markup (for copying into a text field). */
  text: string;
  /** HTML with the bold element in `<strong>` and text escaped. */
  html: string;
  /** Markdown with the bold element in `**`. */
  markdown: string;
}

/** Options of {@link formatAbnt}. */
export interface AbntOptions {
  /** The access date of online documents ("Acesso em:"); today when absent. */
  accessedOn?: Date;
}

/** A piece of the reference; `bold` marks the element ABNT highlights (the title). */
interface Segment {
  text: string;
  bold?: boolean;
}

const MONTHS = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'maio',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
];

/** Articles and monosyllables that ABNT writes in capitals together with the next word. */
const LEADING_ARTICLES = new Set(
  'a o as os um uma uns umas the an el la los las le les un une der die das de do da'.split(' '),
);

const upper = (text: string) => text.toLocaleUpperCase('pt-BR');

/** Adds a final period unless the text already ends a sentence ("J.", "et al.", "?"). */
function withPeriod(text: string): string {
  const t = text.trimEnd();
  if (t.endsWith('-')) return `${t} .`; // an open date, as the standard writes it: "1939- ."
  return /[.?!]$/.test(t) ? t : `${t}.`;
}

/** "AUSTEN, Jane"; "UNIVERSIDADE DE SÃO PAULO. Biblioteca Central"; "CONGRESSO…, 10., 1979, Curitiba". */
export function abntName(name: ReferenceName): string {
  let out: string;
  if (name.kind === 'person') {
    out = name.given ? `${upper(name.family)}, ${name.given}` : upper(name.family);
  } else if (name.kind === 'corporate') {
    out = [upper(name.family), ...name.subordinates].join('. ');
  } else {
    const parts = [upper(name.family)];
    const number = name.meeting?.number?.match(/\d+/)?.[0];
    if (number) parts.push(`${number}.`);
    if (name.meeting?.date) parts.push(name.meeting.date);
    if (name.meeting?.place) parts.push(name.meeting.place);
    out = parts.join(', ');
  }
  return name.editorialRole ? `${out} (${name.editorialRole}.)` : out;
}

/** Up to three names separated by "; "; more than three: the first followed by "et al." (8.1.1.2). */
export function abntNames(names: ReferenceName[]): string {
  if (names.length > 3) return `${abntName(names[0]!)} et al.`;
  return names.map(abntName).join('; ');
}

/** Entry under the title: its first word in capitals, with a leading article the next one too. */
export function titleEntry(title: string): string {
  const words = title.split(' ');
  const count = words.length > 1 && LEADING_ARTICLES.has(words[0]!.toLowerCase()) ? 2 : 1;
  return [...words.slice(0, count).map(upper), ...words.slice(count)].join(' ');
}

/** "2nd ed." / "2a edição" / "6. ed." → "2. ed."; any other statement as catalogued. */
export function abntEdition(edition: string): string {
  const numbered =
    /^(\d+)\s*(?:st|nd|rd|d|th|a|ª|o|º)?\.?\s*(?:ed|edi[cç][aã]o|edition|edición)?\.?$/i.exec(
      edition.trim(),
    );
  return numbered ? `${numbered[1]}. ed.` : edition;
}

/** "Local: Editora, ano" with [S. l.], [s. n.] and [S. l.: s. n.] for what is missing (8.4, 8.5). */
function imprint(place: string | null, publisher: string | null, year: string | null): string {
  const date = year ?? '[20--?]';
  if (!place && !publisher) return `[S. l.: s. n.], ${date}`;
  return `${place ?? '[S. l.]'}: ${publisher ?? '[s. n.]'}, ${date}`;
}

/** "22 nov. 2026" */
export function abntDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function titleWithSubtitle(facts: ReferenceFacts): Segment[] {
  return facts.subtitle
    ? [{ text: facts.title, bold: true }, { text: `: ${facts.subtitle}` }]
    : [{ text: facts.title, bold: true }];
}

/** The thesis statement: "Tese (Doutorado em X) – Universidade Y, 2015." (8.11.2). */
function thesisStatement(facts: ReferenceFacts): string | null {
  const thesis = facts.thesis;
  if (!thesis) return null;
  if (thesis.degree || thesis.institution) {
    const parts = [thesis.institution, thesis.year ?? facts.year].filter(Boolean).join(', ');
    const degree = thesis.degree ?? 'Trabalho acadêmico';
    return withPeriod(parts ? `${degree} – ${parts}` : degree);
  }
  return thesis.text ? withPeriod(thesis.text.replace(/\s+-{1,2}\s+/g, ' – ')) : null;
}

function hostPublication(host: HostItem, facts: ReferenceFacts): string {
  if (host.publication) {
    // "São Paulo : Atlas, 2010" → "São Paulo: Atlas, 2010"
    return host.publication.replace(/\s+:\s*/g, ': ').replace(/\s+,/g, ',');
  }
  return imprint(facts.place, facts.publisher, facts.year);
}

function onlineSegment(facts: ReferenceFacts, options: AbntOptions): Segment[] {
  if (!facts.url) return [];
  const accessed = abntDate(options.accessedOn ?? new Date());
  return [{ text: ` Disponível em: ${facts.url}. Acesso em: ${accessed}.` }];
}

/** The reference as pieces, before rendering. */
function segments(facts: ReferenceFacts, options: AbntOptions): Segment[] {
  const out: Segment[] = [];
  const hasAuthors = facts.authors.length > 0;
  if (facts.level === 'serial') {
    // Serials as a whole (8.7): title in capitals, then imprint with the first year and a dash.
    const title = facts.subtitle ? `${upper(facts.title)}: ${facts.subtitle}` : upper(facts.title);
    out.push({
      text: `${withPeriod(title)} ${withPeriod(imprint(facts.place, facts.publisher, facts.year))}`,
    });
    if (facts.issn) out.push({ text: ` ISSN ${facts.issn}.` });
    out.push(...onlineSegment(facts, options));
    return out;
  }

  if (hasAuthors) out.push({ text: `${withPeriod(abntNames(facts.authors))} ` });
  const isPart = (facts.level === 'chapter' || facts.level === 'article') && facts.host !== null;
  if (!hasAuthors) {
    const entry = titleEntry(facts.title);
    out.push({ text: withPeriod(facts.subtitle ? `${entry}: ${facts.subtitle}` : entry) });
  } else if (isPart) {
    out.push({
      text: withPeriod(facts.subtitle ? `${facts.title}: ${facts.subtitle}` : facts.title),
    });
  } else {
    const title = titleWithSubtitle(facts);
    const last = title[title.length - 1]!.text;
    out.push(...title, { text: /[.?!]$/.test(last) ? '' : '.' });
  }

  if (isPart && facts.host) {
    const host = facts.host;
    if (facts.level === 'chapter') {
      // 8.3: "In: ORGANIZADOR (org.). **Livro**. Local: Editora, ano. p. 10-20."
      out.push({ text: ' In: ' });
      if (host.mainEntry) out.push({ text: `${withPeriod(abntName(host.mainEntry))} ` });
      out.push({ text: host.title, bold: true }, { text: '. ' });
      out.push({ text: withPeriod(hostPublication(host, facts)) });
      if (host.relatedParts) out.push({ text: ` ${withPeriod(host.relatedParts)}` });
    } else {
      // 8.7.5: "**Periódico**, Local, v. 38, n. 9, p. 10-20, set. 1984."
      const place = host.publication ? host.publication.split(':')[0]!.trim() : null;
      const tail = [place, host.relatedParts].filter(Boolean);
      if (facts.year && !(host.relatedParts ?? '').includes(facts.year)) tail.push(facts.year);
      out.push({ text: ' ' }, { text: host.title, bold: true });
      out.push({ text: withPeriod(tail.length > 0 ? `, ${tail.join(', ')}` : '') });
    }
    out.push(...onlineSegment(facts, options));
    return out;
  }

  if (facts.edition) out.push({ text: ` ${withPeriod(abntEdition(facts.edition))}` });
  const thesis = facts.materialType === 'thesis' ? thesisStatement(facts) : null;
  if (thesis) {
    // 8.11.2: the year of deposit, the extent, then the kind of work and the institution.
    const year = facts.year ?? facts.thesis?.year ?? '[20--?]';
    out.push({ text: ` ${withPeriod(year)}` });
    if (facts.extent) out.push({ text: ` ${withPeriod(facts.extent)}` });
    out.push({ text: ` ${thesis}` });
  } else {
    out.push({ text: ` ${withPeriod(imprint(facts.place, facts.publisher, facts.year))}` });
  }
  out.push(...onlineSegment(facts, options));
  return out;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Renders pieces as plain text, HTML and markdown. */
function render(parts: Segment[]): FormattedReference {
  const pieces = parts.filter((p) => p.text !== '');
  return {
    text: pieces
      .map((p) => p.text)
      .join('')
      .replace(/\s{2,}/g, ' ')
      .trim(),
    html: pieces
      .map((p) => (p.bold ? `<strong>${escapeHtml(p.text)}</strong>` : escapeHtml(p.text)))
      .join('')
      .replace(/\s{2,}/g, ' ')
      .trim(),
    markdown: pieces
      .map((p) => (p.bold ? `**${p.text}**` : p.text))
      .join('')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  };
}

/**
 * Formats a reference following ABNT NBR 6023:2018.
 *
 * @returns plain text, HTML and markdown forms; the title (or the host's title for parts) is
 *   bold in the marked-up forms. Never throws: missing elements get the standard's
 *   placeholders ([S. l.], [s. n.]).
 */
export function formatAbnt(facts: ReferenceFacts, options: AbntOptions = {}): FormattedReference {
  return render(segments(facts, options));
}
