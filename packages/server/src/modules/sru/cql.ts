/**
 * A parser of CQL, the Contextual Query Language of SRU (Library of Congress CQL 1.2 and
 * OASIS searchRetrieve part 5): a recursive descent over the standard's grammar, written here
 * because npm has no maintained CQL parser (docs/interop.md). It builds a tree and nothing
 * else: which indexes and relations mean what is query-map.ts's business.
 *
 *   cqlQuery      ::= prefixAssignment cqlQuery | scopedClause [sortby sortSpec]
 *   prefixAssignment ::= '>' [term '='] term
 *   scopedClause  ::= scopedClause booleanGroup searchClause | searchClause
 *   booleanGroup  ::= ('and' | 'or' | 'not' | 'prox') modifier*
 *   searchClause  ::= '(' cqlQuery ')' | index relation searchTerm | searchTerm
 *   relation      ::= ('=' | '==' | '<' | '>' | '<=' | '>=' | '<>' | identifier) modifier*
 *   modifier      ::= '/' term [comparitorSymbol term]
 *
 * Booleans bind left to right with equal precedence. Like CQL-Java and YAZ, a search term may
 * be several unquoted words (`harry potter` reads as `"harry potter"`) when what follows them
 * cannot be a relation and its term.
 */

/** A modifier of a relation or boolean: `/name`, `/name=value`. */
export interface CqlModifier {
  name: string;
  comparison?: string;
  value?: string;
}

/** `index relation term`, or a bare term (index and relation null: cql.serverChoice =). */
export interface CqlClause {
  kind: 'clause';
  index: string | null;
  relation: string | null;
  relationModifiers: CqlModifier[];
  /** The term as written, quotes removed; backslash escapes are kept (`\*` is a literal star, `\"` a quote). */
  term: string;
}

export interface CqlBoolean {
  kind: 'boolean';
  operator: 'and' | 'or' | 'not' | 'prox';
  modifiers: CqlModifier[];
  left: CqlNode;
  right: CqlNode;
}

/** `> prefix = uri query`: the prefix names that context set inside `query`. */
export interface CqlPrefixed {
  kind: 'prefix';
  prefix: string | null;
  uri: string;
  query: CqlNode;
}

export type CqlNode = CqlClause | CqlBoolean | CqlPrefixed;

export interface CqlSortKey {
  index: string;
  modifiers: CqlModifier[];
}

export interface CqlQuery {
  root: CqlNode;
  sortKeys: CqlSortKey[];
}

/** A query CQL cannot read, with the SRU diagnostic number that says why (10, 13 or 14). */
export class CqlSyntaxError extends Error {
  constructor(
    readonly diagnostic: 10 | 13 | 14,
    message: string,
  ) {
    super(message);
  }
}

interface WordToken {
  type: 'word';
  value: string;
  quoted: boolean;
  at: number;
}
type Token =
  { type: 'symbol'; value: string; at: number } | WordToken | { type: 'end'; at: number };

const SYMBOLS = ['==', '<>', '<=', '>=', '=', '<', '>', '(', ')', '/'];
const COMPARITORS = new Set(['=', '==', '<', '>', '<=', '>=', '<>']);
const BOOLEANS = new Set(['and', 'or', 'not', 'prox']);
const SORTBY = new Set(['sortby']);
/** Characters that end an unquoted word (charString1 of the grammar). */
const WORD_END = /[\s()=<>"/]/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
    if (symbol) {
      tokens.push({ type: 'symbol', value: symbol, at: i });
      i += symbol.length;
      continue;
    }
    if (ch === '"') {
      const start = i++;
      let value = '';
      for (;;) {
        if (i >= text.length)
          throw new CqlSyntaxError(14, `The quote at character ${start + 1} is never closed.`);
        const c = text[i]!;
        if (c === '"') break;
        if (c === '\\' && i + 1 < text.length) {
          // Escapes stay as written (\" \* \\): the term's reader knows what they mean.
          value += c + text[i + 1]!;
          i += 2;
          continue;
        }
        value += c;
        i++;
      }
      i++;
      tokens.push({ type: 'word', value, quoted: true, at: start });
      continue;
    }
    const start = i;
    while (i < text.length && !WORD_END.test(text[i]!)) {
      // A backslash escapes the next character, a quote included.
      if (text[i] === '\\' && i + 1 === text.length)
        throw new CqlSyntaxError(10, 'The backslash at the end of the query escapes nothing.');
      i += text[i] === '\\' ? 2 : 1;
    }
    tokens.push({ type: 'word', value: text.slice(start, i), quoted: false, at: start });
  }
  tokens.push({ type: 'end', at: text.length });
  return tokens;
}

const describe = (token: Token) =>
  token.type === 'end' ? 'the end of the query' : `"${token.value}" at character ${token.at + 1}`;

class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.position++;
    return token;
  }

  private isSymbol(token: Token, value: string): boolean {
    return token.type === 'symbol' && token.value === value;
  }

  /** An unquoted word that is one of the keywords (case does not matter). */
  private isKeyword(token: Token, words: Set<string>): boolean {
    return token.type === 'word' && !token.quoted && words.has(token.value.toLowerCase());
  }

  /** A word that can be (part of) a term: not a boolean, not `sortby`. */
  private isTermWord(token: Token): token is WordToken {
    return (
      token.type === 'word' && !this.isKeyword(token, BOOLEANS) && !this.isKeyword(token, SORTBY)
    );
  }

  private term(what: string): string {
    const token = this.next();
    if (token.type !== 'word')
      throw new CqlSyntaxError(10, `Expected ${what}, found ${describe(token)}.`);
    return token.value;
  }

  parseQuery(): CqlQuery {
    const root = this.cqlQuery(0);
    const sortKeys: CqlSortKey[] = [];
    if (this.isKeyword(this.peek(), SORTBY)) {
      this.next();
      do {
        sortKeys.push({ index: this.term('a sort key'), modifiers: this.modifiers() });
      } while (this.peek().type === 'word');
    }
    const rest = this.peek();
    if (rest.type !== 'end') {
      if (this.isSymbol(rest, ')'))
        throw new CqlSyntaxError(13, `The parenthesis at character ${rest.at + 1} closes nothing.`);
      throw new CqlSyntaxError(10, `Unexpected ${describe(rest)}.`);
    }
    return { root, sortKeys };
  }

  private cqlQuery(depth: number): CqlNode {
    if (depth > 64) throw new CqlSyntaxError(13, 'The query nests too deeply.');
    if (this.isSymbol(this.peek(), '>')) {
      this.next();
      const first = this.term('a context set prefix or identifier');
      let prefix: string | null = null;
      let uri = first;
      if (this.isSymbol(this.peek(), '=')) {
        this.next();
        prefix = first;
        uri = this.term('a context set identifier');
      }
      return { kind: 'prefix', prefix, uri, query: this.cqlQuery(depth + 1) };
    }
    let left = this.searchClause(depth);
    while (this.isKeyword(this.peek(), BOOLEANS)) {
      const operator = (
        this.next() as { value: string }
      ).value.toLowerCase() as CqlBoolean['operator'];
      const modifiers = this.modifiers();
      const right = this.searchClause(depth);
      left = { kind: 'boolean', operator, modifiers, left, right };
    }
    return left;
  }

  private searchClause(depth: number): CqlNode {
    const token = this.peek();
    if (this.isSymbol(token, '(')) {
      this.next();
      const inner = this.cqlQuery(depth + 1);
      const close = this.next();
      if (!this.isSymbol(close, ')'))
        throw new CqlSyntaxError(
          13,
          `The parenthesis at character ${token.at + 1} is never closed.`,
        );
      return inner;
    }
    if (!this.isTermWord(token))
      throw new CqlSyntaxError(10, `Expected a search term, found ${describe(token)}.`);
    this.next();
    const after = this.peek();
    if (after.type === 'symbol' && COMPARITORS.has(after.value)) {
      this.next();
      return this.clause(token.value, after.value);
    }
    // index namedRelation term: a word that is followed by a term of its own.
    if (after.type === 'word' && !after.quoted && this.isTermWord(after)) {
      const third = this.peek(1);
      if (this.isSymbol(third, '/') || this.isTermWord(third)) {
        this.next();
        return this.clause(token.value, after.value.toLowerCase());
      }
    }
    return this.bareTerm(token.value);
  }

  private clause(index: string, relation: string): CqlClause {
    const relationModifiers = this.modifiers();
    const term = this.words('a search term');
    return { kind: 'clause', index, relation, relationModifiers, term };
  }

  private bareTerm(first: string): CqlClause {
    let term = first;
    while (this.isTermWord(this.peek())) term += ' ' + (this.next() as WordToken).value;
    return { kind: 'clause', index: null, relation: null, relationModifiers: [], term };
  }

  /** A search term: one word or quoted string, or several unquoted words in a row. */
  private words(what: string): string {
    const first = this.peek();
    if (first.type !== 'word')
      throw new CqlSyntaxError(10, `Expected ${what}, found ${describe(first)}.`);
    this.next();
    if (first.quoted) return first.value;
    let term = first.value;
    while (this.isTermWord(this.peek()) && !(this.peek() as WordToken).quoted) {
      term += ' ' + (this.next() as WordToken).value;
    }
    return term;
  }

  private modifiers(): CqlModifier[] {
    const list: CqlModifier[] = [];
    while (this.isSymbol(this.peek(), '/')) {
      this.next();
      const name = this.term('a modifier name');
      const comparison = this.peek();
      if (comparison.type === 'symbol' && COMPARITORS.has(comparison.value)) {
        this.next();
        list.push({ name, comparison: comparison.value, value: this.term('a modifier value') });
      } else {
        list.push({ name });
      }
    }
    return list;
  }
}

/** Parses a CQL query; throws CqlSyntaxError (with its SRU diagnostic) for what is not CQL. */
export function parseCql(text: string): CqlQuery {
  return new Parser(tokenize(text)).parseQuery();
}

const needsQuotes = (term: string) =>
  term === '' ||
  /[\s()=<>"/]/.test(term) ||
  BOOLEANS.has(term.toLowerCase()) ||
  term.toLowerCase() === 'sortby';

/** A term as CQL writes it: quoted when it has to be (the inverse of the tokenizer). */
export function quoteTerm(term: string): string {
  // Terms keep their escapes, so they never hold an unescaped quote: wrapping them is enough.
  return needsQuotes(term) ? `"${term}"` : term;
}

const modifiersText = (list: CqlModifier[]) =>
  list
    .map((m) =>
      m.comparison !== undefined
        ? `/${quoteTerm(m.name)}${m.comparison}${quoteTerm(m.value ?? '')}`
        : `/${quoteTerm(m.name)}`,
    )
    .join('');

/** Writes a tree back as CQL (fully parenthesised): parseCql(toCql(tree)) gives the tree back. */
export function toCql(node: CqlNode): string {
  switch (node.kind) {
    case 'clause':
      if (node.index === null) return quoteTerm(node.term);
      return `${quoteTerm(node.index)} ${node.relation}${modifiersText(node.relationModifiers)} ${quoteTerm(node.term)}`;
    case 'boolean':
      return `(${toCql(node.left)} ${node.operator}${modifiersText(node.modifiers)} ${toCql(node.right)})`;
    case 'prefix':
      return `(> ${node.prefix === null ? '' : `${quoteTerm(node.prefix)} = `}${quoteTerm(node.uri)} ${toCql(node.query)})`;
  }
}
