import { randomBytes } from 'node:crypto';
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { TokenKind } from '@estante/contract';
import type { Database, SigningKeyTable } from '../../db/schema.ts';

/** The only algorithm we sign with and accept (`alg: none` and HMAC are refused). */
export const TOKEN_ALGORITHM = 'ES256';
export const TOKEN_ISSUER = 'estante';
export const TOKEN_AUDIENCE = 'estante-api';
/** A key stops signing this long before its `signs_until`, so a fresh one takes over in time. */
const SIGNING_MARGIN_MS = 60_000;
/** Tokens kept verified per process (the oldest goes first when full). */
const VERIFIED_TOKENS = 10_000;

/** What an access token says about its bearer. */
export type AccessIdentity =
  | {
      kind: Extract<TokenKind, 'patron'>;
      personId: number;
      login: string;
      loginId: number;
      sessionId: string;
      clientId: string;
    }
  | { kind: Extract<TokenKind, 'public'>; clientId: string };

/** A token that fails verification for any reason (signature, key, expiry, claims). */
export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

interface LoadedKey {
  kid: string;
  publicKey: CryptoKey;
  privateKey: CryptoKey | null;
  signsUntil: number;
  createdAt: number;
}

/**
 * Access tokens: short-lived ES256 JWTs signed with keys kept in the database (`signing_key`),
 * so every API process signs and verifies the same tokens. This process keeps a copy of the
 * keys; the database is the only source. Rotation: the newest key whose `signs_until` is ahead
 * signs; when none is, the first process that needs one creates it. Older keys verify until
 * their `verifies_until` (docs/security.md).
 */
export function accessTokens(
  kysely: Kysely<Database>,
  settings: { accessTokenSeconds: number; signingKeyDays: number },
) {
  let keys = new Map<string, LoadedKey>();
  let signing: LoadedKey | null = null;
  let reloading: Promise<void> | null = null;
  let creating: Promise<void> | null = null;
  /**
   * Tokens already verified, with their `exp` (seconds): checking an ES256 signature costs
   * ≈ 0.1 ms of CPU, a tenth of a short request's. The answer depends only on the exact token
   * text, its key (a kid never changes key, and the key verifies past every token it signed)
   * and the clock, so an entry answers as verification would until `exp`, when it is dropped —
   * jose's own test (`exp` > now in whole seconds). Tokens with `nbf` are not kept.
   */
  const verified = new Map<string, { identity: AccessIdentity; exp: number }>();

  async function toLoadedKey(row: Selectable<SigningKeyTable>): Promise<LoadedKey> {
    return {
      kid: row.kid,
      publicKey: (await importJWK(row.public_jwk as JWK, TOKEN_ALGORITHM)) as CryptoKey,
      privateKey: (await importJWK(row.private_jwk as JWK, TOKEN_ALGORITHM)) as CryptoKey,
      signsUntil: new Date(row.signs_until).getTime(),
      createdAt: new Date(row.created_at).getTime(),
    };
  }

  async function loadKeys(): Promise<void> {
    const rows = await kysely
      .selectFrom('signing_key')
      .selectAll()
      .where('verifies_until', '>', sql<Date>`now()`)
      .orderBy('created_at', 'desc')
      .execute();
    const next = new Map<string, LoadedKey>();
    for (const row of rows) {
      const known = keys.get(row.kid);
      next.set(row.kid, known ?? (await toLoadedKey(row)));
    }
    keys = next;
    signing =
      [...next.values()]
        .filter((k) => k.signsUntil - SIGNING_MARGIN_MS > Date.now())
        .sort((a, b) => b.createdAt - a.createdAt)[0] ?? null;
  }

  async function loadKey(kid: string): Promise<LoadedKey | undefined> {
    if (kid.length > 64) return undefined;
    const row = await kysely
      .selectFrom('signing_key')
      .selectAll()
      .where('kid', '=', kid)
      .where('verifies_until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) return undefined;
    const key = await toLoadedKey(row);
    keys.set(kid, key);
    return key;
  }

  function reload(): Promise<void> {
    reloading ??= loadKeys().finally(() => {
      reloading = null;
    });
    return reloading;
  }

  async function createKey(): Promise<void> {
    const pair = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: TOKEN_ALGORITHM };
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: TOKEN_ALGORITHM };
    const signsForMs = settings.signingKeyDays * 86_400_000;
    const verifiesForMs = signsForMs + settings.accessTokenSeconds * 1000 + SIGNING_MARGIN_MS;
    await kysely
      .insertInto('signing_key')
      .values({
        kid,
        algorithm: TOKEN_ALGORITHM,
        public_jwk: JSON.stringify(publicJwk),
        private_jwk: JSON.stringify(privateJwk),
        signs_until: sql<Date>`now() + ${signsForMs} * interval '1 millisecond'`,
        verifies_until: sql<Date>`now() + ${verifiesForMs} * interval '1 millisecond'`,
      })
      .execute();
  }

  async function signingKey(): Promise<LoadedKey> {
    if (signing && signing.signsUntil - SIGNING_MARGIN_MS > Date.now()) return signing;
    await reload();
    if (!signing) {
      // Another process may create one at the same moment: both keys are valid, the newest signs.
      creating ??= createKey()
        .then(reload)
        .finally(() => {
          creating = null;
        });
      await creating;
    }
    if (!signing) throw new Error('no signing key could be created');
    return signing;
  }

  return {
    /** Loads the keys (creating the first one), so the first sign-in does not wait for it. */
    async prepare(): Promise<void> {
      await signingKey();
    },

    /** A signed access token for `identity`, valid `accessTokenSeconds`. */
    async sign(identity: AccessIdentity): Promise<string> {
      const key = await signingKey();
      const claims =
        identity.kind === 'patron'
          ? {
              kind: identity.kind,
              client_id: identity.clientId,
              login: identity.login,
              lid: identity.loginId,
              sid: identity.sessionId,
            }
          : { kind: identity.kind, client_id: identity.clientId };
      const subject = identity.kind === 'patron' ? String(identity.personId) : identity.clientId;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'at+jwt' })
        .setSubject(subject)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setJti(randomBytes(9).toString('base64url'))
        .setExpirationTime(`${settings.accessTokenSeconds}s`)
        .sign(key.privateKey!);
    },

    /**
     * The identity of a bearer token.
     * @throws InvalidTokenError for anything but a well-formed ES256 token signed by one of our
     *   live keys, unexpired, for our audience, with the claims of its kind.
     */
    async verify(token: string): Promise<AccessIdentity> {
      return known(token) ?? verifyAndKeep(token);
    },

    /**
     * The identity of a token already verified and not expired, without waiting (the
     * authentication hook's usual case: no promise per request); null means "call verify".
     */
    known,
  };

  function known(token: string): AccessIdentity | null {
    const entry = verified.get(token);
    if (!entry) return null;
    if (entry.exp > Math.floor(Date.now() / 1000)) return entry.identity;
    verified.delete(token);
    return null;
  }

  async function verifyAndKeep(token: string): Promise<AccessIdentity> {
    const { identity, exp, nbf } = await verifySignature(token);
    if (nbf === undefined && typeof exp === 'number') {
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, { identity, exp });
    }
    return identity;
  }

  /** Verifies a token's signature and claims (verify's work when the token is not known). */
  async function verifySignature(
    token: string,
  ): Promise<{ identity: AccessIdentity; exp: unknown; nbf: unknown }> {
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new InvalidTokenError('malformed');
    }
    if (header.alg !== TOKEN_ALGORITHM || typeof header.kid !== 'string') {
      throw new InvalidTokenError('algorithm or key id');
    }
    // Another process may have created a newer key: look for it (one primary-key lookup).
    const key = keys.get(header.kid) ?? (await loadKey(header.kid));
    if (!key) throw new InvalidTokenError('unknown key');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key.publicKey, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch {
      throw new InvalidTokenError('signature or claims');
    }
    const clientId = payload.client_id;
    if (typeof clientId !== 'string') throw new InvalidTokenError('client');
    const { exp, nbf } = payload;
    if (payload.kind === 'public') return { identity: { kind: 'public', clientId }, exp, nbf };
    const personId = Number(payload.sub);
    if (
      payload.kind !== 'patron' ||
      !Number.isSafeInteger(personId) ||
      personId < 1 ||
      typeof payload.login !== 'string' ||
      typeof payload.lid !== 'number' ||
      typeof payload.sid !== 'string'
    ) {
      throw new InvalidTokenError('claims');
    }
    return {
      identity: {
        kind: 'patron',
        personId,
        login: payload.login,
        loginId: payload.lid,
        sessionId: payload.sid,
        clientId,
      },
      exp,
      nbf,
    };
  }
}

export type AccessTokens = ReturnType<typeof accessTokens>;
