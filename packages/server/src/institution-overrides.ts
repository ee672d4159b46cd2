import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACTIVITY } from '@estante/contract';
import type { Database } from './db/schema.ts';

/**
 * Institution settings the environment may set at start (docs/configuration.md), so that one
 * installation can be switched to another institution's profile without editing the database
 * by hand: the login flows of institutions 571 and 87 (spec §4) and the captcha (activity
 * 1120). Unset variables leave the database as it is.
 */
export interface InstitutionOverrides {
  /** INSTITUTION_CODE: the institution's code (codEmpresa), e.g. 571 or 87. */
  code: number | null;
  /** CAPTCHA: on or off turns activity 1120 on or off. */
  captcha: boolean | null;
}

/** Reads INSTITUTION_CODE and CAPTCHA; throws a one-line error for a malformed value. */
export function institutionOverridesOf(env: NodeJS.ProcessEnv): InstitutionOverrides {
  const codeText = env.INSTITUTION_CODE?.trim();
  let code: number | null = null;
  if (codeText) {
    code = Number(codeText);
    if (!Number.isInteger(code) || code < 1) {
      throw new Error(`INSTITUTION_CODE must be a whole number ≥ 1, got "${env.INSTITUTION_CODE}"`);
    }
  }
  const captchaText = env.CAPTCHA?.trim().toLowerCase();
  let captcha: boolean | null = null;
  if (captchaText) {
    if (!['on', 'off', 'true', 'false', '1', '0'].includes(captchaText)) {
      throw new Error(`CAPTCHA must be on or off, got "${env.CAPTCHA}"`);
    }
    captcha = ['on', 'true', '1'].includes(captchaText);
  }
  return { code, captcha };
}

/** Writes the overrides into the institution settings (after the demo data, at every start). */
export async function applyInstitutionOverrides(
  db: Kysely<Database>,
  overrides: InstitutionOverrides,
  log: FastifyBaseLogger,
): Promise<void> {
  if (overrides.code !== null) {
    await db.updateTable('institution').set({ company_code: overrides.code }).execute();
    log.info(`institution code set to ${overrides.code} (INSTITUTION_CODE)`);
  }
  if (overrides.captcha !== null) {
    await db
      .updateTable('activity')
      .set({ enabled: overrides.captcha })
      .where('code', '=', ACTIVITY.captcha)
      .execute();
    log.info(`captcha (activity 1120) ${overrides.captcha ? 'on' : 'off'} (CAPTCHA)`);
  }
}
