/**
 * From a CQL tree to the catalogue's search: the `cql`, `dc` and `bath` context sets' indexes
 * mapped to our fields, CQL relations and masking to the search box's syntax (words, "phrases",
 * OR, `word*`), and booleans to the rows of the advanced search (joined left to right by E, OU,
 * NAO), so a CQL query finds what the same search in the catalogue finds. Years (`dc.date`)
 * become the year filter. Whatever has no faithful meaning here is a diagnostic, never a guess.
 */
import type { SearchField } from '@estante/contract';
import type { MatchSpec } from '../../search/backend.ts';
import { MIN_TRUNCATION, wordsOf } from '../../search/query-text.ts';
import type { CqlNode, CqlQuery } from './cql.ts';
import { SruDiagnostic } from './diagnostics.ts';

/** What an index searches. */
export type IndexTarget =
  | {
      kind: 'text';
      field: Extract<SearchField, 'todos' | 'titulo' | 'autor' | 'assunto' | 'editora'>;
    }
  | { kind: 'identifier'; field: 'isbn' | 'issn' | 'either' }
  | { kind: 'year' }
  | { kind: 'all' };

/** The context sets we know, by the prefix we give them, with the identifiers they go by. */
export const CONTEXT_SETS = {
  cql: ['info:srw/cql-context-set/1/cql-v1.2', 'info:srw/cql-context-set/1/cql-v1.1'],
  dc: ['info:srw/cql-context-set/1/dc-v1.1'],
  bath: ['http://zing.z3950.org/cql/bath/2.0/'],
  estante: ['info:estante/cql-context-set/1'],
} as const;
export type ContextSet = keyof typeof CONTEXT_SETS;

const TITLE = { kind: 'text', field: 'titulo' } as const;
const AUTHOR = { kind: 'text', field: 'autor' } as const;
const SUBJECT = { kind: 'text', field: 'assunto' } as const;
const ANY = { kind: 'text', field: 'todos' } as const;

/**
 * Every index, by set and lower-case name. `estante` holds the short names a client may send
 * without a prefix (`title`, `author`, `isbn`, `year`…): unprefixed names are looked up in dc,
 * bath, cql, then estante.
 */
export const INDEXES: Record<ContextSet, Record<string, IndexTarget>> = {
  cql: {
    serverchoice: ANY,
    anywhere: ANY,
    anyindexes: ANY,
    keywords: ANY,
    allrecords: { kind: 'all' },
  },
  dc: {
    title: TITLE,
    creator: AUTHOR,
    contributor: AUTHOR,
    subject: SUBJECT,
    publisher: { kind: 'text', field: 'editora' },
    date: { kind: 'year' },
    identifier: { kind: 'identifier', field: 'either' },
  },
  bath: {
    title: TITLE,
    name: AUTHOR,
    personalname: AUTHOR,
    corporatename: AUTHOR,
    conferencename: AUTHOR,
    subject: SUBJECT,
    isbn: { kind: 'identifier', field: 'isbn' },
    issn: { kind: 'identifier', field: 'issn' },
  },
  estante: {
    author: AUTHOR,
    any: ANY,
    year: { kind: 'year' },
  },
};

const LOOKUP_ORDER: ContextSet[] = ['dc', 'bath', 'cql', 'estante'];

/** The most rows (terms) a query may have. */
export const MAX_TERMS = 32;
/** Years the year index spans (the year filter's codes have up to four digits). */
const YEAR_RANGE = { from: 0, to: 9999 };

type Row = MatchSpec['rows'][number];

/** The boolean tree between CQL and rows: leaves are rows; years and "all" stand apart. */
export type Tree =
  | { kind: 'leaf'; row: Row; single: boolean }
  | { kind: 'and' | 'or' | 'not'; left: Tree; right: Tree }
  | { kind: 'year'; from: number; to: number }
  | { kind: 'all' };

/** What the catalogue is asked. `nothing`: the years exclude every title, no search needed. */
export interface MappedQuery {
  match: MatchSpec | null;
  years: { from: number; to: number } | null;
  nothing: boolean;
}

const relationOf = (relation: string | null) => (relation ?? '=').toLowerCase();

interface TermToken {
  text: string;
  truncated: boolean;
}

/**
 * A CQL term as search-box words: backslash escapes read, `*` at a word's end as truncation,
 * other masking refused. The box's own syntax in the text (quotes, a leading `-`, OR/OU) is
 * neutralised so a term only ever means its words.
 */
function termTokens(term: string): TermToken[] {
  const tokens: TermToken[] = [];
  let text = '';
  let truncated = false;
  const flush = () => {
    const cleaned = text.replace(/^-+/, '').replace(/^(OR|OU)$/, (w) => w.toLowerCase());
    if (cleaned !== '' || truncated) tokens.push({ text: cleaned, truncated });
    text = '';
    truncated = false;
  };
  for (let i = 0; i < term.length; i++) {
    const ch = term[i]!;
    if (truncated && !/\s/.test(ch))
      throw new SruDiagnostic(28, `"*" is only supported at the end of a word: ${term}`);
    if (ch === '\\' && i + 1 < term.length) {
      const literal = term[++i]!;
      // The box reads " and * as syntax: as literal characters they only separate words.
      text += literal === '"' || literal === '*' ? ' ' : literal;
    } else if (ch === '*') {
      if (text === '') throw new SruDiagnostic(28, `"*" must follow a word: ${term}`);
      truncated = true;
    } else if (ch === '?') {
      throw new SruDiagnostic(28, `"?" masking is not supported: ${term}`);
    } else if (ch === '^') {
      throw new SruDiagnostic(31, term);
    } else if (/\s/.test(ch)) {
      flush();
    } else {
      text += ch === '"' ? ' ' : ch;
    }
  }
  flush();
  for (const token of tokens) {
    if (token.truncated && wordsOf(token.text).join('').length < MIN_TRUNCATION)
      throw new SruDiagnostic(29, `at least ${MIN_TRUNCATION} letters before "*": ${token.text}*`);
  }
  return tokens;
}

const boxWord = (t: TermToken) => (t.truncated ? `${t.text}*` : t.text);

function textLeaf(field: SearchField, relation: string, term: string): Tree {
  const tokens = termTokens(term);
  if (tokens.length === 0) throw new SruDiagnostic(27, term);
  let text: string;
  switch (relation) {
    case '=':
    case 'all':
    case 'scr':
      text = tokens.map(boxWord).join(' ');
      break;
    case 'any':
      text = tokens.map(boxWord).join(' OR ');
      break;
    case 'adj':
      if (tokens.some((t) => t.truncated)) throw new SruDiagnostic(33, term);
      text = `"${tokens.map((t) => t.text).join(' ')}"`;
      break;
    default:
      throw new SruDiagnostic(19, relation);
  }
  const single = tokens.length === 1 || relation === 'adj';
  return { kind: 'leaf', row: { term: text, field, operator: 'E' }, single };
}

/** ISBN or ISSN by the term's shape (`dc.identifier`). */
function identifierField(token: string, field: 'isbn' | 'issn' | 'either'): 'isbn' | 'issn' {
  if (field !== 'either') return field;
  const compact = token.replace(/-/g, '');
  if (/^\d{7}[\dXx]$/.test(compact)) return 'issn';
  if (/^(\d{9}[\dXx]|\d{13})$/.test(compact)) return 'isbn';
  throw new SruDiagnostic(36, `dc.identifier takes an ISBN or ISSN: ${token}`);
}

function identifierLeaf(field: 'isbn' | 'issn' | 'either', relation: string, term: string): Tree {
  if (/(?<!\\)[*?^]/.test(term)) throw new SruDiagnostic(28, term);
  const plain = term.replace(/\\(.)/g, '$1').trim();
  if (plain === '') throw new SruDiagnostic(27, term);
  const leaf = (token: string): Tree => ({
    kind: 'leaf',
    row: { term: token, field: identifierField(token, field), operator: 'E' },
    single: false,
  });
  switch (relation) {
    case '=':
    case '==':
    case 'adj':
    case 'scr':
      return leaf(plain.replace(/\s+/g, ''));
    case 'any':
    case 'all': {
      const [first, ...rest] = plain.split(/\s+/).map(leaf);
      const kind = relation === 'any' ? 'or' : 'and';
      return rest.reduce((left, right) => ({ kind, left, right }), first!);
    }
    default:
      throw new SruDiagnostic(19, relation);
  }
}

function yearOf(text: string): number {
  if (!/^\d{1,4}$/.test(text)) throw new SruDiagnostic(36, `a year of up to four digits: ${text}`);
  return Number(text);
}

function yearLeaf(relation: string, term: string): Tree {
  const text = term.trim();
  const range = (from: number, to: number): Tree => ({ kind: 'year', from, to });
  switch (relation) {
    case '=':
    case '==':
    case 'scr':
      return range(yearOf(text), yearOf(text));
    case '<':
      return range(YEAR_RANGE.from, yearOf(text) - 1);
    case '<=':
      return range(YEAR_RANGE.from, yearOf(text));
    case '>':
      return range(yearOf(text) + 1, YEAR_RANGE.to);
    case '>=':
      return range(yearOf(text), YEAR_RANGE.to);
    case 'within': {
      const parts = text.split(/\s+/);
      if (parts.length !== 2) throw new SruDiagnostic(36, `within takes two years: ${text}`);
      const [a, b] = parts.map(yearOf) as [number, number];
      return range(Math.min(a, b), Math.max(a, b));
    }
    default:
      throw new SruDiagnostic(19, relation);
  }
}

/** Default set and prefixes in force where a clause stands (`> dc = uri` changes them). */
interface Scope {
  prefixes: Map<string, ContextSet>;
  defaultSet: ContextSet | null;
}

function setByUri(uri: string): ContextSet {
  for (const [name, uris] of Object.entries(CONTEXT_SETS) as [ContextSet, readonly string[]][]) {
    if (uris.includes(uri)) return name;
  }
  throw new SruDiagnostic(15, uri);
}

function resolveIndex(index: string | null, scope: Scope): IndexTarget {
  if (index === null) return ANY;
  const lower = index.toLowerCase();
  const dot = lower.indexOf('.');
  if (dot < 0) {
    const sets = scope.defaultSet ? [scope.defaultSet] : LOOKUP_ORDER;
    for (const set of sets) {
      const target = INDEXES[set][lower];
      if (target) return target;
    }
    throw new SruDiagnostic(16, index);
  }
  const prefix = lower.slice(0, dot);
  const set =
    scope.prefixes.get(prefix) ?? (prefix in CONTEXT_SETS ? (prefix as ContextSet) : null);
  if (!set) throw new SruDiagnostic(15, prefix);
  const target = INDEXES[set][lower.slice(dot + 1)];
  if (!target) throw new SruDiagnostic(16, index);
  return target;
}

/** The CQL tree as our boolean tree; throws the diagnostic of the first thing unsupported. */
export function toTree(node: CqlNode, scope: Scope): Tree {
  switch (node.kind) {
    case 'prefix': {
      const set = setByUri(node.uri);
      const inner: Scope =
        node.prefix === null
          ? { ...scope, defaultSet: set }
          : { ...scope, prefixes: new Map(scope.prefixes).set(node.prefix.toLowerCase(), set) };
      return toTree(node.query, inner);
    }
    case 'boolean': {
      if (node.operator === 'prox') throw new SruDiagnostic(39, 'prox');
      if (node.modifiers.length > 0) throw new SruDiagnostic(46, `/${node.modifiers[0]!.name}`);
      return {
        kind: node.operator,
        left: toTree(node.left, scope),
        right: toTree(node.right, scope),
      };
    }
    case 'clause': {
      if (node.relationModifiers.length > 0)
        throw new SruDiagnostic(20, `/${node.relationModifiers[0]!.name}`);
      const target = resolveIndex(node.index, scope);
      const relation = relationOf(node.relation);
      switch (target.kind) {
        case 'text':
          return textLeaf(target.field, relation, node.term);
        case 'identifier':
          return identifierLeaf(target.field, relation, node.term);
        case 'year':
          return yearLeaf(relation, node.term);
        case 'all':
          if (relation !== '=') throw new SruDiagnostic(19, relation);
          return { kind: 'all' };
      }
    }
  }
}

/** The operands of a run of one operator (`a and b and c` → a, b, c). */
function operands(tree: Tree, kind: 'and' | 'or'): Tree[] {
  if (tree.kind !== kind) return [tree];
  return [...operands(tree.left, kind), ...operands(tree.right, kind)];
}

const unsupported = () =>
  new SruDiagnostic(48, 'this combination of booleans and parentheses cannot be searched here');

/**
 * An OR of single words or phrases of one field is one search-box term (`a OR b`), so
 * `(title=a or title=b) and (creator=c or creator=d)` can still be searched.
 */
function merged(tree: Tree): Tree {
  if (tree.kind !== 'or') return tree;
  const parts = operands(tree, 'or');
  const first = parts[0]!;
  if (first.kind !== 'leaf') return tree;
  const field = first.row.field;
  const mergeable = parts.every(
    (p) =>
      p.kind === 'leaf' &&
      p.single &&
      p.row.field === field &&
      !['isbn', 'issn'].includes(p.row.field),
  );
  if (!mergeable) return tree;
  const term = parts.map((p) => (p as { row: Row }).row.term).join(' OR ');
  return { kind: 'leaf', row: { term, field, operator: 'E' }, single: false };
}

/** Rows that exclude: the right side of NOT, a leaf or an OR of leaves (`not (a or b)`). */
function exclusions(tree: Tree): Row[] {
  return operands(tree, 'or').map((part) => {
    if (part.kind !== 'leaf') throw unsupported();
    return { ...part.row, operator: 'NAO' as const };
  });
}

/**
 * The tree as rows joined left to right, which is all the search can take: each operator's
 * right side a leaf, after using what keeps the meaning — AND and OR are associative and
 * commutative, `x and (y not z)` is `(x and y) not z`, `x not (y or z)` is `x not y not z`.
 * Throws diagnostic 48 when no such order exists (`(a or b) and (c or d)` across fields).
 */
export function linearise(tree: Tree): Row[] {
  switch (tree.kind) {
    case 'leaf':
      return [{ ...tree.row, operator: 'E' }];
    case 'not':
      return [...linearise(tree.left), ...exclusions(tree.right)];
    case 'and':
    case 'or': {
      let parts = operands(tree, tree.kind).map(merged);
      const excluded: Row[] = [];
      if (tree.kind === 'and') {
        // (y not z) inside an AND: y joins the AND, z is excluded from the whole.
        parts = parts.flatMap((part) => {
          if (part.kind !== 'not') return [part];
          excluded.push(...exclusions(part.right));
          return operands(part.left, 'and').map(merged);
        });
      }
      const complex = parts.filter((p) => p.kind !== 'leaf');
      if (complex.length > 1) throw unsupported();
      const leaves = parts.filter((p) => p.kind === 'leaf');
      const head = complex[0] ?? leaves.shift()!;
      const operator = tree.kind === 'and' ? ('E' as const) : ('OU' as const);
      return [
        ...linearise(head),
        ...leaves.map((leaf) => ({ ...(leaf as { row: Row }).row, operator })),
        ...excluded,
      ];
    }
    default:
      throw unsupported();
  }
}

/** Counts the leaves (and year and all clauses) of a tree. */
function size(tree: Tree): number {
  if (tree.kind === 'and' || tree.kind === 'or' || tree.kind === 'not')
    return size(tree.left) + size(tree.right);
  return 1;
}

/**
 * A parsed CQL query as the catalogue's search. Years and `cql.allRecords` must be joined to
 * the rest by a top-level AND (the year is a filter of the whole search, as in the catalogue).
 */
export function mapQuery(query: CqlQuery): MappedQuery {
  if (query.sortKeys.length > 0) throw new SruDiagnostic(80, 'sortby');
  const tree = toTree(query.root, { prefixes: new Map(), defaultSet: null });
  if (size(tree) > MAX_TERMS) throw new SruDiagnostic(38, `at most ${MAX_TERMS} terms`);
  let years: { from: number; to: number } | null = null;
  const rest: Tree[] = [];
  for (const part of operands(tree, 'and')) {
    if (part.kind === 'year') {
      years = years
        ? { from: Math.max(years.from, part.from), to: Math.min(years.to, part.to) }
        : { from: Math.max(part.from, YEAR_RANGE.from), to: Math.min(part.to, YEAR_RANGE.to) };
    } else if (part.kind !== 'all') {
      rest.push(part);
    }
  }
  const nothing = years !== null && years.from > years.to;
  if (rest.length === 0) return { match: null, years, nothing };
  const combined = rest.reduce((left, right) => ({ kind: 'and', left, right }));
  const hasStray = (t: Tree): boolean =>
    t.kind === 'year' ||
    t.kind === 'all' ||
    ((t.kind === 'and' || t.kind === 'or' || t.kind === 'not') &&
      (hasStray(t.left) || hasStray(t.right)));
  if (hasStray(combined))
    throw new SruDiagnostic(48, 'dc.date and cql.allRecords can only be joined to the rest by AND');
  return { match: { rows: linearise(combined) }, years, nothing };
}
