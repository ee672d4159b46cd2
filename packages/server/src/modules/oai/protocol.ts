/**
 * OAI-PMH 2.0 requests: which arguments each verb takes, their checks, dates at the seconds
 * granularity, and the resumption token. Pure functions; the error codes are the protocol's.
 */
import crypto from 'node:crypto';

export const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'GetRecord',
  'ListIdentifiers',
  'ListRecords',
] as const;
export type Verb = (typeof VERBS)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** A protocol error: answered with HTTP 200 and `<error code="…">`. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The two metadata formats. */
export const METADATA_PREFIXES = ['oai_dc', 'marc21'] as const;
export type MetadataPrefix = (typeof METADATA_PREFIXES)[number];

/** A list's selection: format, set and dates (seconds since the epoch, `until` inclusive). */
export interface ListArguments {
  metadataPrefix: MetadataPrefix;
  set: string | null;
  from: number | null;
  until: number | null;
}

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier: string | null }
  | { verb: 'ListSets'; resumptionToken: string | null }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: string }
  | ({ verb: 'ListIdentifiers' | 'ListRecords'; resumptionToken: null } & Omit<
      ListArguments,
      'metadataPrefix'
    > & { metadataPrefix: string })
  | { verb: 'ListIdentifiers' | 'ListRecords'; resumptionToken: string };

const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
};

/** The schema's metadataPrefixType and setSpecType: other values are bad arguments. */
const PREFIX_SYNTAX = /^[A-Za-z0-9\-_.!~*'()]+$/;
const SET_SYNTAX = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * A `from`/`until` value at either granularity the protocol allows (a repository at seconds
 * granularity must accept days too), as seconds since the epoch: a day's first second for
 * `from`, its last for `until`. Throws badArgument for anything else.
 */
export function parseDate(value: string, end: 'from' | 'until'): { seconds: number; day: boolean } {
  const match = SECOND.exec(value) ?? DAY.exec(value);
  if (!match) throw new OaiError('badArgument', `${end} is not a UTC date or datestamp: ${value}`);
  const [y, mo, d, h = '0', mi = '0', s = '0'] = match.slice(1).map((p) => p ?? '0');
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const date = new Date(ms);
  if (
    Number.isNaN(ms) ||
    date.getUTCFullYear() !== +y! ||
    date.getUTCMonth() !== +mo! - 1 ||
    date.getUTCDate() !== +d! ||
    +h > 23 ||
    +mi > 59 ||
    +s > 59
  ) {
    throw new OaiError('badArgument', `${end} is not a valid date: ${value}`);
  }
  const day = match.length === 4;
  const seconds = ms / 1000 + (day && end === 'until' ? 86_399 : 0);
  return { seconds, day };
}

/** Seconds since the epoch as an OAI datestamp (`YYYY-MM-DDThh:mm:ssZ`). */
export function datestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Reads a request's arguments (query string or form body, in order, repeats kept) into a
 * request of one verb. Throws badVerb or badArgument.
 */
export function parseRequest(pairs: [string, string][]): OaiRequest {
  const verbs = pairs.filter(([k]) => k === 'verb').map(([, v]) => v);
  if (verbs.length === 0) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (verbs.length > 1) throw new OaiError('badVerb', 'The verb argument is repeated.');
  const verb = verbs[0]!;
  if (!(VERBS as readonly string[]).includes(verb))
    throw new OaiError('badVerb', `Illegal verb: ${verb}`);
  const rule = ARGUMENTS[verb as Verb];

  const args = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (key === 'verb') continue;
    const known = [...rule.required, ...rule.optional, rule.exclusive].includes(key);
    if (!known) throw new OaiError('badArgument', `Illegal argument for ${verb}: ${key}`);
    if (args.has(key)) throw new OaiError('badArgument', `Repeated argument: ${key}`);
    if (value === '') throw new OaiError('badArgument', `The argument ${key} has no value.`);
    if (key === 'metadataPrefix' && !PREFIX_SYNTAX.test(value))
      throw new OaiError('badArgument', `Illegal metadataPrefix: ${value}`);
    if (key === 'set' && !SET_SYNTAX.test(value))
      throw new OaiError('badArgument', `Illegal setSpec: ${value}`);
    args.set(key, value);
  }
  const token = rule.exclusive ? args.get(rule.exclusive) : undefined;
  if (token !== undefined) {
    if (args.size > 1)
      throw new OaiError('badArgument', 'resumptionToken is an exclusive argument.');
  } else {
    for (const key of rule.required) {
      if (!args.has(key))
        throw new OaiError('badArgument', `Missing required argument for ${verb}: ${key}`);
    }
  }

  switch (verb as Verb) {
    case 'Identify':
      return { verb: 'Identify' };
    case 'ListMetadataFormats':
      return { verb: 'ListMetadataFormats', identifier: args.get('identifier') ?? null };
    case 'ListSets':
      return { verb: 'ListSets', resumptionToken: token ?? null };
    case 'GetRecord':
      return {
        verb: 'GetRecord',
        identifier: args.get('identifier')!,
        metadataPrefix: args.get('metadataPrefix')!,
      };
    default: {
      const listVerb = verb as 'ListIdentifiers' | 'ListRecords';
      if (token !== undefined) return { verb: listVerb, resumptionToken: token };
      const from = args.has('from') ? parseDate(args.get('from')!, 'from') : null;
      const until = args.has('until') ? parseDate(args.get('until')!, 'until') : null;
      if (from && until && from.day !== until.day)
        throw new OaiError('badArgument', 'from and until have different granularities.');
      if (from && until && from.seconds > until.seconds)
        throw new OaiError('badArgument', 'from is later than until.');
      return {
        verb: listVerb,
        resumptionToken: null,
        metadataPrefix: args.get('metadataPrefix')!,
        set: args.get('set') ?? null,
        from: from?.seconds ?? null,
        until: until?.seconds ?? null,
      };
    }
  }
}

/** Where a list stands: its arguments, the last id sent, how many were sent, and the total. */
export interface ListPosition extends ListArguments {
  verb: 'ListIdentifiers' | 'ListRecords';
  after: number;
  cursor: number;
  completeListSize: number;
  /** Seconds since the epoch after which the token is refused. */
  expires: number;
}

/**
 * Stateless resumption tokens: the list's position and arguments, signed (HMAC-SHA256 with the
 * database's `oai_key`), so any process takes them, after a restart too, and nobody can make
 * one up or stretch its expiry.
 */
export function tokenCodec(secret: string) {
  const sign = (payload: string) =>
    crypto.createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
  return {
    encode(position: ListPosition): string {
      const p = position;
      const payload = Buffer.from(
        JSON.stringify([
          1,
          p.verb === 'ListRecords' ? 'r' : 'i',
          p.metadataPrefix,
          p.set,
          p.from,
          p.until,
          p.after,
          p.cursor,
          p.completeListSize,
          p.expires,
        ]),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The position, or a badResumptionToken error (unsigned, changed, expired, other verb). */
    decode(token: string, verb: ListPosition['verb'], nowSeconds: number): ListPosition {
      const bad = (why: string) => new OaiError('badResumptionToken', why);
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) throw bad('The resumption token is invalid.');
      const expected = sign(payload);
      if (
        signature.length !== expected.length ||
        !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      ) {
        throw bad('The resumption token is invalid.');
      }
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw bad('The resumption token is invalid.');
      }
      if (!Array.isArray(fields) || fields[0] !== 1 || fields.length !== 10)
        throw bad('The resumption token is invalid.');
      const [, kind, metadataPrefix, set, from, until, after, cursor, size, expires] = fields as [
        number,
        string,
        MetadataPrefix,
        string | null,
        number | null,
        number | null,
        number,
        number,
        number,
        number,
      ];
      if ((kind === 'r') !== (verb === 'ListRecords'))
        throw bad(`The resumption token belongs to another verb than ${verb}.`);
      if (expires < nowSeconds) throw bad('The resumption token has expired.');
      return {
        verb,
        metadataPrefix,
        set,
        from,
        until,
        after,
        cursor,
        completeListSize: size,
        expires,
      };
    },
  };
}
export type TokenCodec = ReturnType<typeof tokenCodec>;
