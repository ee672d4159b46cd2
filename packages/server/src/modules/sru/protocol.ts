/**
 * SRU requests (1.2 and 2.0): which version answers, which operation, and the searchRetrieve
 * parameters checked. Pure functions; every problem is an SruDiagnostic.
 */
import { SruDiagnostic } from './diagnostics.ts';

export type SruVersion = '1.2' | '2.0';

/** Records per response when the client does not say (maximumRecords). */
export const DEFAULT_MAXIMUM_RECORDS = 10;
/** The most records one response carries; a larger maximumRecords is lowered to it. */
export const MAXIMUM_RECORDS = 100;
/** The longest query read (diagnostic 12 above it). */
export const MAX_QUERY_LENGTH = 2000;

/** Record schemas: short name, identifier. */
export const RECORD_SCHEMAS = {
  marcxml: { identifier: 'info:srw/schema/1/marcxml-v1.1', title: 'MARCXML (MARC 21 slim)' },
  dc: { identifier: 'info:srw/schema/1/dc-v1.1', title: 'Dublin Core' },
} as const;
export type RecordSchema = keyof typeof RECORD_SCHEMAS;

/** Parameters each operation takes (SRU 1.2 and 2.0 together); `x-` extensions are ignored. */
const COMMON = ['operation', 'version', 'stylesheet', 'extraRequestData', 'recordPacking'];
const SEARCH = [
  ...COMMON,
  'query',
  'queryType',
  'startRecord',
  'maximumRecords',
  'recordSchema',
  'recordXMLEscaping',
  'recordXPath',
  'resultSetTTL',
  'sortKeys',
  'httpAccept',
  'responseType',
  'renderedBy',
];
const EXPLAIN = [...COMMON, 'recordXMLEscaping', 'httpAccept', 'responseType', 'renderedBy'];

export interface SearchRetrieveRequest {
  operation: 'searchRetrieve';
  query: string;
  startRecord: number;
  maximumRecords: number;
  schema: RecordSchema;
  /** The record as XML inside recordData, or as escaped text (`string`). */
  escaping: 'xml' | 'string';
}

export type SruRequest =
  { operation: 'explain'; escaping: 'xml' | 'string' } | SearchRetrieveRequest;

/**
 * The version of the answer: what the client asked, 2.0 when it did not say (the 2.0 standard
 * has no version parameter). An unsupported version is answered in the nearest we speak.
 */
export function answerVersion(pairs: [string, string][]): {
  version: SruVersion;
  diagnostic: SruDiagnostic | null;
} {
  const asked = pairs.find(([k]) => k === 'version')?.[1];
  if (asked === undefined || asked === '2.0') return { version: '2.0', diagnostic: null };
  if (asked === '1.2') return { version: '1.2', diagnostic: null };
  const version = /^1(\.\d+)?$/.test(asked) ? '1.2' : '2.0';
  return { version, diagnostic: new SruDiagnostic(5, version) };
}

function positiveInteger(name: string, value: string, min: number): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw new SruDiagnostic(6, name);
  return Number(value);
}

function escapingOf(args: Map<string, string>, version: SruVersion): 'xml' | 'string' {
  // 1.2 calls it recordPacking; 2.0 recordXMLEscaping (its recordPacking is packed/unpacked).
  const name = version === '1.2' ? 'recordPacking' : 'recordXMLEscaping';
  const value = args.get(name) ?? 'xml';
  if (value !== 'xml' && value !== 'string') throw new SruDiagnostic(71, value);
  if (version === '2.0' && (args.get('recordPacking') ?? 'packed') !== 'packed')
    throw new SruDiagnostic(71, args.get('recordPacking')!);
  return value;
}

/** Reads a request's parameters (query string or form). Throws an SruDiagnostic. */
export function parseSruRequest(pairs: [string, string][], version: SruVersion): SruRequest {
  const args = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (args.has(key)) throw new SruDiagnostic(6, `${key} is repeated`);
    args.set(key, value);
  }
  // Without an operation (2.0 has none): a query means searchRetrieve, else explain.
  const operation = args.get('operation') ?? (args.has('query') ? 'searchRetrieve' : 'explain');
  if (operation !== 'explain' && operation !== 'searchRetrieve')
    throw new SruDiagnostic(4, operation);
  const known = operation === 'explain' ? EXPLAIN : SEARCH;
  for (const key of args.keys()) {
    if (!known.includes(key) && !key.startsWith('x-')) throw new SruDiagnostic(8, key);
  }
  const escaping = escapingOf(args, version);
  if (operation === 'explain') return { operation, escaping };

  const query = args.get('query');
  if (query === undefined || query.trim() === '') throw new SruDiagnostic(7, 'query');
  if (query.length > MAX_QUERY_LENGTH) throw new SruDiagnostic(12, `${MAX_QUERY_LENGTH}`);
  const queryType = args.get('queryType') ?? 'cql';
  if (queryType !== 'cql') throw new SruDiagnostic(11, queryType);
  if (args.has('recordXPath')) throw new SruDiagnostic(72, 'recordXPath');
  if (args.has('sortKeys')) throw new SruDiagnostic(80, 'sortKeys');
  const startRecord = positiveInteger('startRecord', args.get('startRecord') ?? '1', 1);
  const maximumRecords = Math.min(
    positiveInteger(
      'maximumRecords',
      args.get('maximumRecords') ?? `${DEFAULT_MAXIMUM_RECORDS}`,
      0,
    ),
    MAXIMUM_RECORDS,
  );
  const schemaName = args.get('recordSchema') ?? 'marcxml';
  const schema = (Object.keys(RECORD_SCHEMAS) as RecordSchema[]).find(
    (name) => name === schemaName || RECORD_SCHEMAS[name].identifier === schemaName,
  );
  if (!schema) throw new SruDiagnostic(66, schemaName);
  return { operation, query, startRecord, maximumRecords, schema, escaping };
}
