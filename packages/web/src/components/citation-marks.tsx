import { coinsContext, type CoinsFacts } from '@estante/contract';

/**
 * What reference managers read from a page (Zotero among them): the record's unAPI id, whose
 * formats the `unapi-server` link of index.html gives, and its COinS span (an OpenURL
 * ContextObject). Hidden: they are for programs, not for people or screen readers.
 */
export function CitationMarks({ id, facts }: { id: number; facts: CoinsFacts }) {
  return (
    <span hidden data-testid="citation-marks">
      <abbr className="unapi-id" title={String(id)} />
      <span className="Z3988" title={coinsContext(facts)} />
    </span>
  );
}
