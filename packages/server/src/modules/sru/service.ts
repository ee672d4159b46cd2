/**
 * The SRU server (1.2 and 2.0): explain (a ZeeRex record) and searchRetrieve over the
 * catalogue's own search backend, records as MARCXML or Dublin Core, every problem an SRU
 * diagnostic inside a complete response (HTTP 200), as SRU clients expect.
 */
import { OAI_DC, toDublinCore } from '../../dublin-core/index.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { escapeXml, MARCXML_NAMESPACE, serializeMarcXmlRecord } from '../../marc/write-marcxml.ts';
import type { PageRequest, SearchBackend, SearchQuery } from '../../search/backend.ts';
import { CqlSyntaxError, parseCql } from './cql.ts';
import { DIAGNOSTIC_MESSAGES, SruDiagnostic } from './diagnostics.ts';
import {
  answerVersion,
  DEFAULT_MAXIMUM_RECORDS,
  MAXIMUM_RECORDS,
  parseSruRequest,
  RECORD_SCHEMAS,
  type RecordSchema,
  type SearchRetrieveRequest,
  type SruVersion,
} from './protocol.ts';
import { CONTEXT_SETS, INDEXES, mapQuery, type ContextSet, type IndexTarget } from './query-map.ts';
import type { SruRepository } from './repository.ts';

export const SRU_NAMESPACES: Record<SruVersion, { sru: string; diag: string }> = {
  '1.2': { sru: 'http://www.loc.gov/zing/srw/', diag: 'http://www.loc.gov/zing/srw/diagnostic/' },
  '2.0': {
    sru: 'http://docs.oasis-open.org/ns/search-ws/sruResponse',
    diag: 'http://docs.oasis-open.org/ns/search-ws/diagnostic',
  },
};
export const EXPLAIN_NAMESPACE = 'http://explain.z3950.org/dtd/2.0/';
/** The SRU Dublin Core record (info:srw/schema/1/dc-v1.1). */
export const SRW_DC_NAMESPACE = 'info:srw/schema/1/dc-schema';
const DIAGNOSTIC_SCHEMA = 'info:srw/schema/1/diagnostics-v1.1';

/** Relations the server takes, for explain (query-map.ts gives their meaning per index). */
const RELATIONS = ['=', '==', 'all', 'any', 'adj', 'scr', '<', '<=', '>', '>=', 'within'];

/** Names of what each kind of index searches, for explain. */
function indexTitle(target: IndexTarget): string {
  switch (target.kind) {
    case 'text':
      return {
        todos: 'any field',
        titulo: 'title',
        autor: 'author (personal, corporate and meeting names)',
        assunto: 'subject',
        editora: 'publisher',
      }[target.field];
    case 'identifier':
      return target.field === 'either' ? 'ISBN or ISSN' : target.field.toUpperCase();
    case 'year':
      return 'year of publication';
    case 'all':
      return 'every record';
  }
}

export interface SruSettings {
  /** Public address of the catalogue (PUBLIC_URL): the server is this plus `/sru`. */
  publicUrl: string;
}

/** The engine's order for a search with or without words. */
export type DefaultOrder = (hasTerms: boolean) => Promise<Pick<PageRequest, 'sort' | 'descending'>>;

export function sruService(options: {
  backend: SearchBackend;
  repository: SruRepository;
  settings: SruSettings;
  /**
   * The catalogue's order when none is asked for (its search service's ordering C: publication
   * year, newest first, unless configured otherwise). SRU clients ask for none (sortKeys and
   * sortby are diagnostic 80), so records come as the catalogue lists the same search.
   */
  defaultOrder: DefaultOrder;
  /** Where an unexpected failure (the database down…) is reported; answered as diagnostic 1. */
  onError?: (error: unknown) => void;
}) {
  const { backend, repository, settings } = options;
  const url = new URL(settings.publicUrl);

  /** One diagnostic: its URI, the value concerned (escaped), the standard message. */
  function diagnosticXml(version: SruVersion, d: SruDiagnostic): string {
    return (
      `<diag:diagnostic xmlns:diag="${SRU_NAMESPACES[version].diag}"><diag:uri>${d.uri}</diag:uri>` +
      `<diag:details>${escapeXml(d.details)}</diag:details>` +
      `<diag:message>${DIAGNOSTIC_MESSAGES[d.code]}</diag:message></diag:diagnostic>`
    );
  }

  const diagnosticsXml = (version: SruVersion, list: SruDiagnostic[]) =>
    `<zs:diagnostics>${list.map((d) => diagnosticXml(version, d)).join('')}</zs:diagnostics>`;

  /** One `<record>`: the data as XML or, escaped, as a string. */
  function recordXml(
    version: SruVersion,
    schema: string,
    data: string,
    escaping: 'xml' | 'string',
    position: number | null,
  ): string {
    const packing =
      version === '1.2'
        ? `<zs:recordPacking>${escaping}</zs:recordPacking>`
        : `<zs:recordXMLEscaping>${escaping}</zs:recordXMLEscaping>`;
    const payload = escaping === 'string' ? escapeXml(data) : data;
    const at = position === null ? '' : `<zs:recordPosition>${position}</zs:recordPosition>`;
    return `<zs:record><zs:recordSchema>${escapeXml(schema)}</zs:recordSchema>${packing}<zs:recordData>${payload}</zs:recordData>${at}</zs:record>`;
  }

  function envelope(version: SruVersion, root: string, body: string): string {
    const head = version === '1.2' ? '<zs:version>1.2</zs:version>' : '';
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<zs:${root} xmlns:zs="${SRU_NAMESPACES[version].sru}">${head}${body}</zs:${root}>\n`
    );
  }

  function recordData(schema: RecordSchema, marc: MarcRecord): string {
    if (schema === 'dc') {
      let xml = `<srw_dc:dc xmlns:srw_dc="${SRW_DC_NAMESPACE}" xmlns:dc="${OAI_DC.elements}">`;
      for (const e of toDublinCore(marc))
        xml += `<dc:${e.name}>${escapeXml(e.value)}</dc:${e.name}>`;
      return xml + '</srw_dc:dc>';
    }
    return serializeMarcXmlRecord(marc).replace(
      /^<record>/,
      `<record xmlns="${MARCXML_NAMESPACE}">`,
    );
  }

  async function explainRecord(version: SruVersion): Promise<string> {
    // Explain needs nothing else from the database: without it, the name is just "Estante".
    const name = (await repository.institutionName().catch(() => null)) ?? 'Estante';
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    let xml =
      `<explain xmlns="${EXPLAIN_NAMESPACE}">` +
      `<serverInfo protocol="SRU" version="${version}" transport="${url.protocol.replace(':', '')}" method="GET POST">` +
      `<host>${escapeXml(url.hostname)}</host><port>${port}</port><database>sru</database></serverInfo>` +
      `<databaseInfo><title lang="pt" primary="true">${escapeXml(name)}</title>` +
      '<description lang="en" primary="true">The library catalogue: our own collection, as the catalogue search finds it, in its default order (publication year, newest first, unless the library configured another).</description>' +
      '</databaseInfo><indexInfo>';
    for (const [set, uris] of Object.entries(CONTEXT_SETS))
      xml += `<set name="${set}" identifier="${uris[0]}"/>`;
    // One index element per meaning, with every name it goes by.
    const byMeaning = new Map<string, string[]>();
    for (const [set, indexes] of Object.entries(INDEXES) as [
      ContextSet,
      Record<string, IndexTarget>,
    ][]) {
      for (const [index, target] of Object.entries(indexes)) {
        const title = indexTitle(target);
        const maps = byMeaning.get(title) ?? [];
        maps.push(`<map><name set="${set}">${index}</name></map>`);
        byMeaning.set(title, maps);
      }
    }
    for (const [title, maps] of byMeaning)
      xml += `<index search="true" scan="false" sort="false"><title lang="en">${escapeXml(title)}</title>${maps.join('')}</index>`;
    xml += '</indexInfo><schemaInfo>';
    for (const [name, schema] of Object.entries(RECORD_SCHEMAS))
      xml += `<schema identifier="${schema.identifier}" name="${name}" retrieve="true" sort="false"><title lang="en">${schema.title}</title></schema>`;
    xml +=
      '</schemaInfo><configInfo>' +
      `<default type="numberOfRecords">${DEFAULT_MAXIMUM_RECORDS}</default>` +
      `<default type="index">cql.serverChoice</default>` +
      `<default type="relation">=</default>` +
      `<default type="retrieveSchema">marcxml</default>` +
      `<setting type="maximumRecords">${MAXIMUM_RECORDS}</setting>`;
    for (const relation of RELATIONS)
      xml += `<supports type="relation">${escapeXml(relation)}</supports>`;
    xml += '<supports type="maskingCharacter">*</supports>';
    return xml + '</configInfo></explain>';
  }

  async function explain(
    version: SruVersion,
    escaping: 'xml' | 'string',
    diagnostics: SruDiagnostic[],
  ): Promise<string> {
    const record = recordXml(
      version,
      EXPLAIN_NAMESPACE,
      await explainRecord(version),
      escaping,
      null,
    );
    const diag = diagnostics.length ? diagnosticsXml(version, diagnostics) : '';
    return envelope(version, 'explainResponse', record + diag);
  }

  const searchFailure = (version: SruVersion, diagnostic: SruDiagnostic) =>
    envelope(
      version,
      'searchRetrieveResponse',
      `<zs:numberOfRecords>0</zs:numberOfRecords>${diagnosticsXml(version, [diagnostic])}`,
    );

  async function searchRetrieve(request: SearchRetrieveRequest, version: SruVersion) {
    let mapped;
    try {
      mapped = mapQuery(parseCql(request.query));
    } catch (error) {
      if (error instanceof CqlSyntaxError) throw new SruDiagnostic(error.diagnostic, error.message);
      throw error;
    }
    const query: SearchQuery = {
      match: mapped.match,
      scope: { network: false },
      filters: mapped.years
        ? {
            Y: Array.from({ length: mapped.years.to - mapped.years.from + 1 }, (_, i) =>
              String(mapped.years!.from + i),
            ),
          }
        : {},
    };
    // The catalogue's default order; none for a count alone (maximumRecords=0), which ranks
    // nothing.
    const order: Pick<PageRequest, 'sort' | 'descending'> =
      request.maximumRecords === 0 || mapped.nothing
        ? { sort: 'id', descending: false }
        : await options.defaultOrder(mapped.match !== null);
    const page: PageRequest = {
      ...order,
      offset: request.startRecord - 1,
      limit: request.maximumRecords,
    };
    const hits = mapped.nothing ? { total: 0, ids: [] } : await backend.search(query, page);
    let body = `<zs:numberOfRecords>${hits.total}</zs:numberOfRecords>`;
    if (request.startRecord > 1 && request.startRecord > hits.total) {
      const diagnostic = new SruDiagnostic(61, `${request.startRecord}`);
      return envelope(
        version,
        'searchRetrieveResponse',
        body + diagnosticsXml(version, [diagnostic]),
      );
    }
    const marc = await repository.records(hits.ids);
    const schema = RECORD_SCHEMAS[request.schema].identifier;
    const records = hits.ids.map((id, i) => {
      const position = request.startRecord + i;
      const record = marc.get(id);
      if (!record) {
        // Deleted between the search and now: a surrogate diagnostic holds its place.
        const missing = diagnosticXml(version, new SruDiagnostic(65, `${id}`));
        return recordXml(version, DIAGNOSTIC_SCHEMA, missing, 'xml', position);
      }
      return recordXml(
        version,
        schema,
        recordData(request.schema, record),
        request.escaping,
        position,
      );
    });
    if (records.length > 0) body += `<zs:records>${records.join('')}</zs:records>`;
    const next = request.startRecord + hits.ids.length;
    if (next <= hits.total) body += `<zs:nextRecordPosition>${next}</zs:nextRecordPosition>`;
    return envelope(version, 'searchRetrieveResponse', body);
  }

  return {
    /** Answers one request given as its parameters in order; the complete XML document. */
    async handle(pairs: [string, string][]): Promise<string> {
      const { version, diagnostic } = answerVersion(pairs);
      const isSearch = pairs.some(
        ([k, v]) => k === 'query' || (k === 'operation' && v === 'searchRetrieve'),
      );
      try {
        if (diagnostic) throw diagnostic;
        const request = parseSruRequest(pairs, version);
        if (request.operation === 'explain') return await explain(version, request.escaping, []);
        return await searchRetrieve(request, version);
      } catch (error) {
        let problem = error;
        if (!(problem instanceof SruDiagnostic)) {
          options.onError?.(error);
          problem = new SruDiagnostic(1, 'the search failed; try again later');
        }
        const known = problem as SruDiagnostic;
        return isSearch ? searchFailure(version, known) : explain(version, 'xml', [known]);
      }
    },
  };
}
export type SruService = ReturnType<typeof sruService>;
