/**
 * The CQL parser and the mapping of CQL to the catalogue's search rows: the standard's
 * examples, syntax errors with their diagnostics, and properties — any tree written as CQL
 * parses back to itself, any text either parses or fails with a syntax diagnostic, and the
 * rows a boolean tree becomes mean what the tree means.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CqlSyntaxError, parseCql, toCql, type CqlNode } from './cql.ts';
import { SruDiagnostic } from './diagnostics.ts';
import { linearise, mapQuery, type Tree } from './query-map.ts';

const clause = (index: string | null, relation: string | null, term: string): CqlNode => ({
  kind: 'clause',
  index,
  relation,
  relationModifiers: [],
  term,
});

const diagnosticOf = (query: string): number | null => {
  try {
    mapQuery(parseCql(query));
    return null;
  } catch (error) {
    if (error instanceof CqlSyntaxError || error instanceof SruDiagnostic)
      return 'code' in error ? error.code : error.diagnostic;
    throw error;
  }
};

describe('parseCql', () => {
  it('reads terms, indexes, relations, booleans, parentheses and modifiers', () => {
    expect(parseCql('dinosaur').root).toEqual(clause(null, null, 'dinosaur'));
    expect(parseCql('"the complete dinosaur"').root).toEqual(
      clause(null, null, 'the complete dinosaur'),
    );
    expect(parseCql('dc.title any fish').root).toEqual(clause('dc.title', 'any', 'fish'));
    expect(parseCql('title = "a \\"quoted\\" word"').root).toEqual(
      clause('title', '=', 'a \\"quoted\\" word'),
    );
    expect(parseCql('dc.date >= 1990').root).toEqual(clause('dc.date', '>=', '1990'));
    // Unquoted words after a relation are one term, as in CQL-Java and YAZ.
    expect(parseCql('dc.title = harry potter').root).toEqual(
      clause('dc.title', '=', 'harry potter'),
    );
    expect(parseCql('a AND b or (c NOT d)').root).toEqual({
      kind: 'boolean',
      operator: 'or',
      modifiers: [],
      left: {
        kind: 'boolean',
        operator: 'and',
        modifiers: [],
        left: clause(null, null, 'a'),
        right: clause(null, null, 'b'),
      },
      right: {
        kind: 'boolean',
        operator: 'not',
        modifiers: [],
        left: clause(null, null, 'c'),
        right: clause(null, null, 'd'),
      },
    });
    expect(parseCql('title any/relevant/stem=1 fish').root).toEqual({
      ...clause('title', 'any', 'fish'),
      relationModifiers: [{ name: 'relevant' }, { name: 'stem', comparison: '=', value: '1' }],
    });
    expect(parseCql('> dc = "info:srw/cql-context-set/1/dc-v1.1" dc.title = x').root).toEqual({
      kind: 'prefix',
      prefix: 'dc',
      uri: 'info:srw/cql-context-set/1/dc-v1.1',
      query: clause('dc.title', '=', 'x'),
    });
    expect(parseCql('a sortby dc.title/ascending').sortKeys).toEqual([
      { index: 'dc.title', modifiers: [{ name: 'ascending' }] },
    ]);
  });

  it('refuses what is not CQL with the diagnostic that says why', () => {
    const cases: [string, number][] = [
      ['"unclosed', 14],
      ['(a and b', 13],
      ['a and b)', 13],
      ['and', 10],
      ['a and', 10],
      ['title =', 10],
      ['= x', 10],
      ['a or or b', 10],
      ['()', 10],
    ];
    for (const [query, code] of cases) {
      expect(() => parseCql(query), query).toThrow(CqlSyntaxError);
      expect(diagnosticOf(query), query).toBe(code);
    }
  });

  // Terms as the parser keeps them: any character, `"` and `\` only escaped.
  const word = fc
    .array(
      fc.oneof(
        fc.constantFrom(...'aZ09.* =()<>/-'.split('')),
        fc.constantFrom(...'"*\\ a'.split('')).map((c) => `\\${c}`),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((units) => units.join(''));
  const plain = fc
    .stringMatching(/^[a-z][a-z0-9.]{0,6}$/)
    .filter((w) => !['and', 'or', 'not', 'prox', 'sortby'].includes(w));
  const modifiers = fc.array(
    fc.oneof(
      plain.map((name) => ({ name })),
      fc.tuple(plain, fc.constantFrom('=', '<', '>='), word).map(([name, comparison, value]) => ({
        name,
        comparison,
        value,
      })),
    ),
    { maxLength: 2 },
  );
  const trees = fc.letrec<{ node: CqlNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      word.map((term) => clause(null, null, term)),
      fc
        .tuple(plain, fc.constantFrom('=', '==', '<>', 'any', 'all', 'adj'), modifiers, word)
        .map(([index, relation, relationModifiers, term]): CqlNode => ({
          kind: 'clause',
          index,
          relation,
          relationModifiers,
          term,
        })),
      fc
        .tuple(fc.constantFrom('and', 'or', 'not', 'prox'), modifiers, tie('node'), tie('node'))
        .map(([operator, mods, left, right]): CqlNode => ({
          kind: 'boolean',
          operator: operator as 'and',
          modifiers: mods,
          left,
          right,
        })),
      fc
        .tuple(fc.option(plain, { nil: null }), word, tie('node'))
        .map(([prefix, uri, query]): CqlNode => ({ kind: 'prefix', prefix, uri, query })),
    ),
  }));

  it('parses any tree written as CQL back to the same tree', () => {
    fc.assert(
      fc.property(trees.node, (tree) => {
        expect(parseCql(toCql(tree)).root).toEqual(tree);
      }),
      { numRuns: 300 },
    );
  });

  it('either parses any text or fails with a syntax diagnostic, never another error', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ab =<>()"/\\*and or'.split('')) }),
        (text) => {
          try {
            parseCql(text);
          } catch (error) {
            expect(error).toBeInstanceOf(CqlSyntaxError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('mapQuery', () => {
  const rows = (query: string) => mapQuery(parseCql(query)).match?.rows;

  it('maps the context sets to our fields and relations to the search box', () => {
    expect(rows('dc.title = "dom casmurro"')).toEqual([
      { term: 'dom casmurro', field: 'titulo', operator: 'E' },
    ]);
    expect(rows('bath.name any "machado assis"')).toEqual([
      { term: 'machado OR assis', field: 'autor', operator: 'E' },
    ]);
    expect(rows('dc.subject adj "história do brasil"')).toEqual([
      { term: '"história do brasil"', field: 'assunto', operator: 'E' },
    ]);
    expect(rows('hist* and -x or "OR"')).toEqual([
      { term: 'hist*', field: 'todos', operator: 'E' },
      { term: 'x', field: 'todos', operator: 'E' },
      { term: 'or', field: 'todos', operator: 'OU' },
    ]);
    expect(rows('bath.isbn = "978-85 359 0277 5"')).toEqual([
      { term: '978-8535902775', field: 'isbn', operator: 'E' },
    ]);
    expect(rows('dc.identifier any "0378-5955 8535902775"')).toEqual([
      { term: '0378-5955', field: 'issn', operator: 'E' },
      { term: '8535902775', field: 'isbn', operator: 'OU' },
    ]);
    expect(mapQuery(parseCql('dc.date >= 1990 and dc.date < 2000 and author=x'))).toEqual({
      match: { rows: [{ term: 'x', field: 'autor', operator: 'E' }] },
      years: { from: 1990, to: 1999 },
      nothing: false,
    });
    expect(mapQuery(parseCql('cql.allRecords = 1 and dc.date = 2001 and dc.date = 2002'))).toEqual({
      match: null,
      years: { from: 2002, to: 2001 },
      nothing: true,
    });
    // An OR of one field's words is one box term, so such ANDs can be searched.
    expect(rows('(title=a or title adj "b c") and (creator=d or creator=e)')).toEqual([
      { term: 'a OR "b c"', field: 'titulo', operator: 'E' },
      { term: 'd OR e', field: 'autor', operator: 'E' },
    ]);
  });

  it('answers what it cannot search with the right diagnostic', () => {
    const cases: [string, number][] = [
      ['dc.foo = x', 16],
      ['nope.title = x', 15],
      ['> x = "info:unknown" x.title = y', 15],
      ['title == x', 19],
      ['title <> x', 19],
      ['title any/relevant x', 20],
      ['a prox b', 39],
      ['a and/x b', 46],
      ['title = ""', 27],
      ['title = *x', 28],
      ['title = a?c', 28],
      ['title = ab*', 29],
      ['title = ^abc', 31],
      ['title adj "abc* d"', 33],
      ['dc.date = 19x', 36],
      ['dc.identifier = 12', 36],
      ['(a or title=b) and (c or title=d)', 48],
      ['a or dc.date = 2000', 48],
      ['a sortby title', 80],
      [Array.from({ length: 33 }, (_, i) => `w${i}`).join(' and '), 38],
    ];
    for (const [query, code] of cases) expect(diagnosticOf(query), query).toBe(code);
  });

  /** Random boolean trees over distinct leaves: the rows, folded left, mean the tree. */
  it('turns a boolean tree into rows that mean the same, or refuses it', () => {
    const leafNames = ['a', 'b', 'c', 'd', 'e'];
    const leaf = fc.constantFrom(...leafNames).map((name): Tree => ({
      kind: 'leaf',
      row: { term: name, field: name === 'e' ? 'autor' : 'todos', operator: 'E' },
      single: false,
    }));
    const tree = fc.letrec<{ t: Tree }>((tie) => ({
      t: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc
          .tuple(fc.constantFrom('and', 'or', 'not'), tie('t'), tie('t'))
          .map(([kind, left, right]): Tree => ({ kind: kind as 'and', left, right })),
      ),
    }));
    const evaluate = (t: Tree, truth: Record<string, boolean>): boolean => {
      if (t.kind === 'leaf') return truth[t.row.term]!;
      if (t.kind === 'and') return evaluate(t.left, truth) && evaluate(t.right, truth);
      if (t.kind === 'or') return evaluate(t.left, truth) || evaluate(t.right, truth);
      if (t.kind === 'not') return evaluate(t.left, truth) && !evaluate(t.right, truth);
      throw new Error('no years here');
    };
    let searched = 0;
    fc.assert(
      fc.property(tree.t, (t) => {
        let list;
        try {
          list = linearise(t);
        } catch (error) {
          expect((error as SruDiagnostic).code).toBe(48);
          return;
        }
        searched++;
        for (let mask = 0; mask < 32; mask++) {
          const truth = Object.fromEntries(leafNames.map((n, i) => [n, (mask & (1 << i)) !== 0]));
          const folded = list.reduce<boolean | null>((acc, row) => {
            const value = truth[row.term]!;
            if (acc === null) return value;
            if (row.operator === 'OU') return acc || value;
            if (row.operator === 'NAO') return acc && !value;
            return acc && value;
          }, null);
          expect(folded).toBe(evaluate(t, truth));
        }
      }),
      { numRuns: 400 },
    );
    expect(searched).toBeGreaterThan(200);
  });
});
