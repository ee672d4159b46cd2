import type { Kysely } from 'kysely';
import { MAX_WORD_LENGTH, type IndexKind, type IndexPage } from '@estante/contract';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import {
  headingsRepository,
  type HeadingRow,
  type HeadingsRepository,
} from './headings-repository.ts';
import { plainText } from './plain-text.ts';
import { refreshDiscoveryIndexesWithin } from './refresh.ts';

/** How long a request waits for stale index views to refresh before using them as they are. */
const REFRESH_WAIT_MS = 2000;

/** Suggestions autocomplete answers at most. */
const AUTOCOMPLETE_LIMIT = 10;
/** Corrected terms "did you mean" answers at most. */
const SUGGESTION_LIMIT = 3;
/** Words of a term corrected at most (longer terms are cut). */
const MAX_WORDS = 8;

/** Whether a folded word is short enough to look up by similarity (MAX_WORD_LENGTH). */
const lookable = (key: string) => key.length <= MAX_WORD_LENGTH;

/** An empty (or punctuation-only) term where one is required: 422 search_field_required. */
const termRequired = () => new HttpError(422, 'search_field_required', 'termo');

/**
 * Index lists, autocomplete and "did you mean", over views derived from the titles. Each call
 * first refreshes the views when titles changed since their last refresh, waiting for that at
 * most REFRESH_WAIT_MS (a large catalogue's refresh finishes in the background).
 */
export function headingsService(kysely: Kysely<Database>, repository: HeadingsRepository) {
  const fresh = () => refreshDiscoveryIndexesWithin(kysely, REFRESH_WAIT_MS);

  async function correct(typed: string): Promise<string[]> {
    const term = plainText(typed);
    const words = (await repository.wordsOf(term)).slice(0, MAX_WORDS);
    if (words.length === 0 || (await repository.findsTitles(term))) return [];
    const known = await repository.knownWords(words.map((w) => w.key));
    // Per word: its own form when the catalogue has it, else its closest catalogue words.
    const options: string[][] = [];
    for (const word of words) {
      if (known.has(word.key) || !lookable(word.key)) options.push([word.typed]);
      else {
        const similar = await repository.similarWords(word.key, SUGGESTION_LIMIT);
        options.push(similar.length > 0 ? similar : [word.typed]);
      }
    }
    // The best correction, then alternatives for each corrected word in turn.
    const best = options.map((o) => o[0] as string);
    const candidates = [best];
    options.forEach((alternatives, i) => {
      for (const alternative of alternatives.slice(1)) {
        const variant = [...best];
        variant[i] = alternative;
        candidates.push(variant);
      }
    });
    const suggestions: string[] = [];
    for (const candidate of candidates) {
      const text = candidate.join(' ');
      if (suggestions.includes(text) || text === words.map((w) => w.typed).join(' ')) continue;
      if (await repository.findsTitles(text)) suggestions.push(text);
      if (suggestions.length === SUGGESTION_LIMIT) break;
    }
    return suggestions;
  }

  return {
    /**
     * A page of an index list from `term` (folded; empty starts at the beginning) forward, or
     * the page just before it backward (empty: the last page).
     */
    browse: async (
      kind: IndexKind,
      typed: string,
      direction: 'proxima' | 'anterior',
      size: number,
    ): Promise<IndexPage> => {
      await fresh();
      const key = await repository.indexKey(kind, plainText(typed));
      const rows: HeadingRow[] =
        direction === 'proxima'
          ? await repository.headingsFrom(kind, key, size)
          : await repository.headingsBefore(kind, key === '' ? null : key, size);
      const first = rows[0];
      const last = rows[rows.length - 1];
      let previous: string | null = null;
      let next: string | null = null;
      if (first && last) {
        previous = (await repository.hasBefore(kind, first.sort_key)) ? first.sort_key : null;
        next = await repository.keyAfter(kind, last.sort_key);
      } else if (direction === 'proxima') {
        // Past the end: the way back is the last page.
        previous = (await repository.hasBefore(kind, key)) ? key : null;
      } else {
        next = (await repository.headingsFrom(kind, key, 1))[0]?.sort_key ?? null;
      }
      return {
        tipo: kind,
        itens: rows.map((r) => ({ termo: r.heading, chave: r.sort_key, quantidade: r.titles })),
        anterior: previous,
        proxima: next,
      };
    },

    /** Up to 10 titles, authors and subjects for what is typed. Throws 422 for an empty term. */
    autocomplete: async (typed: string) => {
      const term = plainText(typed);
      const key = await repository.indexKey('titulo', term);
      if (key === '') throw termRequired();
      // No heading has a word that long: nothing to complete, and no trigram lookup to pay for.
      if (key.split(' ').some((word) => !lookable(word))) return [];
      await fresh();
      const found = await repository.startingWith(key, AUTOCOMPLETE_LIMIT);
      if (found.length < AUTOCOMPLETE_LIMIT && key.length >= 3) {
        const seen = new Set(found.map((r) => `${r.kind}\u0000${r.sort_key}`));
        for (const row of await repository.containingWord(key, AUTOCOMPLETE_LIMIT)) {
          if (found.length >= AUTOCOMPLETE_LIMIT) break;
          if (!seen.has(`${row.kind}\u0000${row.sort_key}`)) found.push(row);
        }
      }
      return found.map((r) => ({ termo: r.heading, tipo: r.kind, quantidade: r.titles }));
    },

    /** "Did you mean" for a term. Throws 422 for an empty term. */
    suggestions: async (typed: string) => {
      const term = plainText(typed);
      if ((await repository.indexKey('titulo', term)) === '') throw termRequired();
      await fresh();
      return { termo: term, sugestoes: await correct(term) };
    },

    /** Corrected terms that find titles; empty when the term finds titles itself. */
    correct,
  };
}

/**
 * "Did you mean" for the core search: up to 3 corrected terms (typed words the catalogue does
 * not have replaced by its most similar words, by trigram similarity) that find titles. Empty
 * when the term already finds titles or has no words.
 */
export async function suggestCorrections(
  kysely: Kysely<Database>,
  term: string,
): Promise<string[]> {
  await refreshDiscoveryIndexesWithin(kysely, REFRESH_WAIT_MS);
  return headingsService(kysely, headingsRepository(kysely)).correct(term);
}
