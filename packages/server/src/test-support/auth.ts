import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ACTIVITY, PUBLIC_CLIENT_ID, WEB_CLIENT_ID } from '@estante/contract';
import type { Database } from '../db/schema.ts';
import { passwordHasher } from '../modules/auth/passwords.ts';
import { ARGON2_MINIMUM } from '../modules/auth/settings.ts';

/** The activities people's categories refer to (the demo institution's, spec §6). */
export async function createActivities(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('activity')
    .values([
      { code: ACTIVITY.personalArea, module: 2, description: 'MEU PERGAMUM - Área pessoal' },
      { code: ACTIVITY.purchaseSuggestion, module: 1, description: 'CONSULTA - Sugestão' },
      { code: ACTIVITY.comments, module: 1, description: 'CONSULTA - Comentários' },
      { code: ACTIVITY.captcha, module: 1, description: 'CONSULTA - Captcha', enabled: false },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

let sequence = 0;

/**
 * A person with one login per entry of `logins` (category 1, undergraduate, unless given) and
 * the given password, hashed at the least accepted cost to keep tests quick.
 */
export async function createPatron(
  db: Kysely<Database>,
  options: {
    name?: string;
    password?: string;
    logins?: { login: string; base?: string; category?: number }[];
  } = {},
): Promise<{ id: number; logins: string[] }> {
  sequence += 1;
  const hash = await passwordHasher(ARGON2_MINIMUM).hash(options.password ?? 'Senha-Teste-1');
  const { id } = await db
    .insertInto('person')
    .values({ name: options.name ?? `Pessoa ${sequence}`, email: null, password_hash: hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  const logins = options.logins ?? [{ login: `t${process.pid}x${sequence}` }];
  await db
    .insertInto('person_login')
    .values(
      logins.map((l, i) => ({
        person_id: id,
        login: l.login,
        base: l.base ?? 'local',
        category_id: l.category ?? 1,
        position: i + 1,
      })),
    )
    .execute();
  return { id, logins: logins.map((l) => l.login) };
}

/** POST /api/oauth/token with a form body (as RFC 6749 clients send it). */
export function tokenRequest(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.remoteAddress,
  });
}

/** The password grant of the web client; `extra` adds or overrides form fields. */
export function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return tokenRequest(
    app,
    { grant_type: 'password', client_id: WEB_CLIENT_ID, username, password, ...extra },
    options,
  );
}

/** A public client token (client credentials). */
export async function publicToken(app: FastifyInstance): Promise<string> {
  const res = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: PUBLIC_CLIENT_ID,
  });
  if (res.statusCode !== 200) throw new Error(`public token: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** Signs in and answers the token response (throws unless 200). */
export async function tokensOf(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await signIn(app, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in ${username}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
