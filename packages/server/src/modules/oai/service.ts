/**
 * The OAI-PMH 2.0 provider: the six verbs over the repository, written as the protocol's XML.
 * Every answer, errors included, is a complete OAI-PMH document (HTTP 200).
 */
import { MATERIAL_TYPES, type MaterialType } from '@estante/contract';
import { materialTypeLabel } from '../../lib/catalogue-labels.ts';
import { escapeXml, MARCXML_NAMESPACE, serializeMarcXmlRecord } from '../../marc/write-marcxml.ts';
import { OAI_DC, oaiDcElement, toDublinCore } from '../../dublin-core/index.ts';
import {
  datestamp,
  METADATA_PREFIXES,
  OaiError,
  parseRequest,
  tokenCodec,
  type ListPosition,
  type MetadataPrefix,
  type OaiRequest,
  type TokenCodec,
} from './protocol.ts';
import type { ItemFilter, OaiItem, OaiRepository, SetFilter } from './repository.ts';

const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const MARC_SCHEMA = 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd';

/** The provider's settings (docs/interop.md). */
export interface OaiSettings {
  /** Public address of the catalogue (PUBLIC_URL): the base URL is this plus `/oai`. */
  publicUrl: string;
  /** Records per ListRecords page (100). */
  recordsPerPage: number;
  /** Headers per ListIdentifiers page (500). */
  identifiersPerPage: number;
  /** How long a resumption token is good for, in seconds (24 hours). */
  tokenSeconds: number;
  /** Repository name in Identify; by default the institution's, else "Estante". */
  repositoryName: string | null;
  /** Administrator's address in Identify; by default the first library's that has one. */
  adminEmail: string | null;
}

export const DEFAULT_OAI_SETTINGS: Omit<OaiSettings, 'publicUrl'> = {
  recordsPerPage: 100,
  identifiersPerPage: 500,
  tokenSeconds: 24 * 3600,
  repositoryName: null,
  adminEmail: null,
};

const FORMATS: Record<MetadataPrefix, { schema: string; namespace: string }> = {
  oai_dc: { schema: OAI_DC.schema, namespace: OAI_DC.namespace },
  marc21: { schema: MARC_SCHEMA, namespace: MARCXML_NAMESPACE },
};

const EMAIL = /^\S+@(\S+\.)+\S+$/;

const isPrefix = (value: string): value is MetadataPrefix =>
  (METADATA_PREFIXES as readonly string[]).includes(value);

/** `library`, `library:ID`, `type`, `type:MATERIAL_TYPE`; anything else selects nothing. */
function parseSet(spec: string | null): SetFilter | null | 'none' {
  if (spec === null) return null;
  if (spec === 'library') return { kind: 'library', libraryId: null };
  if (spec === 'type') return { kind: 'type', materialType: null };
  const library = /^library:([1-9]\d{0,8})$/.exec(spec);
  if (library) return { kind: 'library', libraryId: Number(library[1]) };
  const type = /^type:(.+)$/.exec(spec)?.[1];
  if (type && (MATERIAL_TYPES as readonly string[]).includes(type))
    return { kind: 'type', materialType: type };
  return 'none';
}

function xmlAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
}

/** The provider. `now` is the clock (tests move it to expire tokens). */
export function oaiService(options: {
  repository: OaiRepository;
  settings: OaiSettings;
  now?: () => Date;
}) {
  const { repository, settings } = options;
  const now = options.now ?? (() => new Date());
  const baseUrl = `${settings.publicUrl.replace(/\/+$/, '')}/oai`;
  const host = new URL(settings.publicUrl).hostname;
  const identifierPrefix = `oai:${host}:`;
  let codec: Promise<TokenCodec> | null = null;
  const tokens = () => {
    codec ??= repository.tokenSecret().then(tokenCodec);
    codec.catch(() => (codec = null));
    return codec;
  };

  const identifier = (id: number) => `${identifierPrefix}${id}`;
  const titleId = (value: string): number | null => {
    if (!value.startsWith(identifierPrefix)) return null;
    const rest = value.slice(identifierPrefix.length);
    return /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2_147_483_647 ? Number(rest) : null;
  };

  function header(item: OaiItem): string {
    let xml = item.deleted ? '<header status="deleted">' : '<header>';
    xml += `<identifier>${escapeXml(identifier(item.id))}</identifier>`;
    xml += `<datestamp>${datestamp(item.datestamp)}</datestamp>`;
    for (const id of item.libraryIds) xml += `<setSpec>library:${id}</setSpec>`;
    xml += `<setSpec>type:${escapeXml(item.materialType)}</setSpec>`;
    return xml + '</header>';
  }

  function metadata(item: OaiItem, prefix: MetadataPrefix): string {
    if (item.deleted || !item.marc) return '';
    if (prefix === 'oai_dc') return `<metadata>${oaiDcElement(toDublinCore(item.marc))}</metadata>`;
    const record = serializeMarcXmlRecord(item.marc).replace(
      /^<record>/,
      `<record xmlns="${MARCXML_NAMESPACE}" xmlns:xsi="${XSI}" xsi:schemaLocation="${MARCXML_NAMESPACE} ${MARC_SCHEMA}">`,
    );
    return `<metadata>${record}</metadata>`;
  }

  const record = (item: OaiItem, prefix: MetadataPrefix) =>
    `<record>${header(item)}${metadata(item, prefix)}</record>`;

  async function identify(): Promise<string> {
    const earliest = (await repository.earliest()) ?? Math.floor(now().getTime() / 1000);
    let email = settings.adminEmail;
    if (!email) {
      const libraries = await repository.libraries();
      email = libraries.map((l) => l.email?.trim() ?? '').find((e) => EMAIL.test(e)) ?? null;
    }
    email ??= `biblioteca@${host.includes('.') ? host : 'localhost.localdomain'}`;
    const name = settings.repositoryName ?? (await repository.institutionName()) ?? 'Estante';
    return (
      '<Identify>' +
      `<repositoryName>${escapeXml(name)}</repositoryName>` +
      `<baseURL>${escapeXml(baseUrl)}</baseURL>` +
      '<protocolVersion>2.0</protocolVersion>' +
      `<adminEmail>${escapeXml(email)}</adminEmail>` +
      `<earliestDatestamp>${datestamp(earliest)}</earliestDatestamp>` +
      '<deletedRecord>persistent</deletedRecord>' +
      '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
      '<compression>gzip</compression><compression>deflate</compression>' +
      '</Identify>'
    );
  }

  async function listMetadataFormats(id: string | null): Promise<string> {
    if (id !== null) {
      const titleIdValue = titleId(id);
      const item = titleIdValue === null ? null : await repository.item(titleIdValue, false);
      if (!item) throw new OaiError('idDoesNotExist', `No item has the identifier ${id}.`);
      if (item.deleted)
        throw new OaiError('noMetadataFormats', `${id} was deleted: it has no metadata.`);
    }
    let xml = '<ListMetadataFormats>';
    for (const prefix of METADATA_PREFIXES) {
      const f = FORMATS[prefix];
      xml += `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${f.schema}</schema><metadataNamespace>${f.namespace}</metadataNamespace></metadataFormat>`;
    }
    return xml + '</ListMetadataFormats>';
  }

  async function listSets(token: string | null): Promise<string> {
    if (token !== null)
      throw new OaiError('badResumptionToken', 'ListSets is answered whole: it has no tokens.');
    const set = (spec: string, name: string) =>
      `<set><setSpec>${escapeXml(spec)}</setSpec><setName>${escapeXml(name)}</setName></set>`;
    let xml = '<ListSets>' + set('library', 'Bibliotecas');
    for (const library of await repository.libraries())
      xml += set(`library:${library.id}`, library.name);
    xml += set('type', 'Tipos de material');
    for (const type of MATERIAL_TYPES)
      xml += set(`type:${type}`, materialTypeLabel(type as MaterialType, 'pt'));
    return xml + '</ListSets>';
  }

  async function getRecord(id: string, prefix: string): Promise<string> {
    if (!isPrefix(prefix))
      throw new OaiError('cannotDisseminateFormat', `Unknown metadata format: ${prefix}`);
    const titleIdValue = titleId(id);
    const item = titleIdValue === null ? null : await repository.item(titleIdValue, true);
    if (!item) throw new OaiError('idDoesNotExist', `No item has the identifier ${id}.`);
    return `<GetRecord>${record(item, prefix)}</GetRecord>`;
  }

  async function list(request: Extract<OaiRequest, { verb: 'ListIdentifiers' | 'ListRecords' }>) {
    const verb = request.verb;
    const nowSeconds = Math.floor(now().getTime() / 1000);
    let position: ListPosition;
    if (request.resumptionToken !== null) {
      position = (await tokens()).decode(request.resumptionToken, verb, nowSeconds);
    } else {
      if (!isPrefix(request.metadataPrefix))
        throw new OaiError(
          'cannotDisseminateFormat',
          `Unknown metadata format: ${request.metadataPrefix}`,
        );
      position = {
        verb,
        metadataPrefix: request.metadataPrefix,
        set: request.set,
        from: request.from,
        until: request.until,
        after: 0,
        cursor: 0,
        completeListSize: 0,
        expires: 0,
      };
    }
    const set = parseSet(position.set);
    if (set === 'none') throw new OaiError('noRecordsMatch', `No set ${position.set}.`);
    const filter: ItemFilter = { set, from: position.from, until: position.until };
    if (request.resumptionToken === null) {
      position.completeListSize = await repository.count(filter);
      if (position.completeListSize === 0)
        throw new OaiError('noRecordsMatch', 'No record matches these arguments.');
    }
    const perPage = verb === 'ListRecords' ? settings.recordsPerPage : settings.identifiersPerPage;
    const items = await repository.page(
      filter,
      position.after,
      perPage + 1,
      verb === 'ListRecords',
    );
    const more = items.length > perPage;
    const page = items.slice(0, perPage);
    if (page.length === 0)
      throw new OaiError('noRecordsMatch', 'No record matches these arguments any more.');
    const prefix = position.metadataPrefix;
    let xml = `<${verb}>`;
    for (const item of page) xml += verb === 'ListRecords' ? record(item, prefix) : header(item);
    const sent = position.cursor + page.length;
    const size = Math.max(position.completeListSize, sent + (more ? 1 : 0));
    if (more) {
      const next: ListPosition = {
        ...position,
        after: page.at(-1)!.id,
        cursor: sent,
        completeListSize: size,
        expires: nowSeconds + settings.tokenSeconds,
      };
      const token = (await tokens()).encode(next);
      xml += `<resumptionToken expirationDate="${datestamp(next.expires)}" completeListSize="${size}" cursor="${position.cursor}">${token}</resumptionToken>`;
    } else if (request.resumptionToken !== null) {
      // The last page of a list in several pages: an empty token says it is complete.
      xml += `<resumptionToken completeListSize="${sent}" cursor="${position.cursor}"/>`;
    }
    return xml + `</${verb}>`;
  }

  return {
    baseUrl,
    /**
     * Answers one request given as its arguments in order (query string or form body).
     * @returns the complete OAI-PMH XML document.
     */
    async handle(pairs: [string, string][]): Promise<string> {
      const responseDate = datestamp(Math.floor(now().getTime() / 1000));
      let request: OaiRequest | null = null;
      let body: string;
      try {
        request = parseRequest(pairs);
        switch (request.verb) {
          case 'Identify':
            body = await identify();
            break;
          case 'ListMetadataFormats':
            body = await listMetadataFormats(request.identifier);
            break;
          case 'ListSets':
            body = await listSets(request.resumptionToken);
            break;
          case 'GetRecord':
            body = await getRecord(request.identifier, request.metadataPrefix);
            break;
          default:
            body = await list(request);
        }
      } catch (error) {
        if (!(error instanceof OaiError)) throw error;
        body = `<error code="${error.code}">${escapeXml(error.message)}</error>`;
        // After badVerb or badArgument the request element carries the base URL only.
        if (error.code === 'badVerb' || error.code === 'badArgument') request = null;
      }
      const attributes = request ? Object.fromEntries(pairs) : {};
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<OAI-PMH xmlns="${OAI_NAMESPACE}" xmlns:xsi="${XSI}" xsi:schemaLocation="${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">` +
        `<responseDate>${responseDate}</responseDate>` +
        `<request${xmlAttributes(attributes)}>${escapeXml(baseUrl)}</request>` +
        body +
        '</OAI-PMH>\n'
      );
    },
  };
}
export type OaiService = ReturnType<typeof oaiService>;
