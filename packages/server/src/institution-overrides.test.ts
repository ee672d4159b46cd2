import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '@estante/contract';
import type { Db } from './db/database.ts';
import { applyInstitutionOverrides, institutionOverridesOf } from './institution-overrides.ts';
import { openTestDatabase } from './test-support/app.ts';
import { createActivities } from './test-support/auth.ts';
import { createInstitution } from './test-support/factories.ts';

const quiet = { info: () => {} } as never;
let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await createInstitution(db.kysely, { company_code: 1 });
  await createActivities(db.kysely);
});

afterAll(async () => {
  await db.close();
});

const state = async () => ({
  code: (await db.kysely.selectFrom('institution').select('company_code').executeTakeFirstOrThrow())
    .company_code,
  captcha: (
    await db.kysely
      .selectFrom('activity')
      .select('enabled')
      .where('code', '=', ACTIVITY.captcha)
      .executeTakeFirstOrThrow()
  ).enabled,
});

describe('INSTITUTION_CODE and CAPTCHA', () => {
  it('reads the variables, and nothing when they are unset', () => {
    expect(institutionOverridesOf({})).toEqual({ code: null, captcha: null });
    expect(institutionOverridesOf({ INSTITUTION_CODE: ' 571 ', CAPTCHA: 'on' })).toEqual({
      code: 571,
      captcha: true,
    });
    expect(institutionOverridesOf({ CAPTCHA: 'OFF' })).toEqual({ code: null, captcha: false });
  });

  it('refuses malformed values with a line naming the variable', () => {
    expect(() => institutionOverridesOf({ INSTITUTION_CODE: '87a' })).toThrow(/INSTITUTION_CODE/);
    expect(() => institutionOverridesOf({ INSTITUTION_CODE: '0' })).toThrow(/INSTITUTION_CODE/);
    expect(() => institutionOverridesOf({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
  });

  it('writes the institution code and the captcha activity; unset leaves them', async () => {
    await applyInstitutionOverrides(db.kysely, { code: 87, captcha: true }, quiet);
    expect(await state()).toEqual({ code: 87, captcha: true });
    await applyInstitutionOverrides(db.kysely, { code: null, captcha: null }, quiet);
    expect(await state()).toEqual({ code: 87, captcha: true });
    await applyInstitutionOverrides(db.kysely, { code: 571, captcha: false }, quiet);
    expect(await state()).toEqual({ code: 571, captcha: false });
  });
});
