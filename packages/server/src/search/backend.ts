/**
 * The search engine seen from the rest of the server: what to find (a match), where (a scope),
 * narrowed how (filters), in which order, and the two answers — a page of title ids with the
 * total, and facet counts. The PostgreSQL full-text backend implements it today; another engine
 * (Solr, OpenSearch…) would implement the same interface.
 */
import type { FilterKind, NormativeActKind, SearchField, SearchOperator } from '@estante/contract';

/** One condition on the text: a term looked for in a field. */
export interface TermCondition {
  term: string;
  field: SearchField;
}

/** Rows of the form joined left to right: the first row's operator is ignored. */
export interface MatchSpec {
  rows: (TermCondition & { operator: SearchOperator })[];
}

/** Which titles a tab searches, before the reader's terms and filters. */
export interface SearchScope {
  /** true: network-catalogue records (rede_pergamum_oai); false: our own collection. */
  network: boolean;
  materialType?: 'archive' | 'normative_act';
  onlineOnly?: boolean;
  accessibleOnly?: boolean;
  /** Acquired on or after this ISO date. */
  acquiredSince?: string;
  /** Archive records of this fonds (351 $a), series (351 $c) or record type (leader/06). */
  archive?: { fonds?: string; series?: string; recordType?: string };
  /** Normative acts of this kind (search/normative-acts.ts). */
  actKind?: NormativeActKind;
  /** Titles in the bibliography of teaching plans with these. */
  teachingPlan?: { courseId?: number; disciplineId?: number; professorId?: number };
}

/** Selected filters: codes per facet letter (same letter: any of them; letters: all). */
export type FilterSelection = Partial<Record<FilterKind, string[]>>;

/** Sort orders the backend knows. */
export type SortOrder =
  'relevance' | 'title' | 'author' | 'year' | 'call_number' | 'acquired' | 'id';

export interface SearchQuery {
  /** Null: every title of the scope (new acquisitions, teaching plans without terms). */
  match: MatchSpec | null;
  scope: SearchScope;
  filters: FilterSelection;
}

export interface PageRequest {
  sort: SortOrder;
  descending: boolean;
  offset: number;
  limit: number;
}

/** A page of matching titles, best first, and how many match in all. */
export interface SearchHits {
  total: number;
  ids: number[];
}

/** One facet value with its counts (see FilterOption in the contract). */
export interface FacetCount {
  code: string;
  /** Database label (library name, course…); null when the service translates the code. */
  label: string | null;
  /** With the filters of the other letters applied. */
  total: number;
  /** Without any filter. */
  unfiltered: number;
}

/** Facet counts per letter, and whether they are estimates. */
export interface FacetAnswer {
  counts: Map<FilterKind, FacetCount[]>;
  /**
   * Null when every match was counted: each count is then exact. Otherwise the number of
   * matches actually counted (the match set was larger than the backend counts exactly): each
   * count is that sample's count scaled to the whole match set, an estimate.
   */
  sampled: number | null;
}

const UNSETTLED = Symbol('unsettled');

/**
 * Marks an answer given while the catalogue's change counter was past what the answer reflects:
 * a memory index answering before its patch is in (an import's batch, or a transaction that has
 * taken its counter value and not committed yet). Right for that moment, but the counter will
 * not move again when the rest lands, so a cache must not keep it under that counter.
 */
export function markUnsettled<T extends object>(answer: T): T {
  Object.defineProperty(answer, UNSETTLED, { value: true });
  return answer;
}

export function isUnsettled(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && UNSETTLED in answer;
}

/**
 * `at`, where a call takes it: the catalogue's change counter (searchChangeCounter) as the caller
 * read it for this request, so the layers below do not each read it again (a round trip each);
 * read by the layer that needs it when not given.
 */
export interface SearchBackend {
  /** A page of matches and the total. Never throws for odd user text. */
  search(query: SearchQuery, page: PageRequest, at?: string): Promise<SearchHits>;
  /** Counts per facet letter over every match, or estimated from a sample of a huge match set. */
  facets(query: SearchQuery, at?: string): Promise<FacetAnswer>;
  /** True when the term finds at least one title of our collection (for "did you mean"). */
  hasMatches(term: string): Promise<boolean>;
}
