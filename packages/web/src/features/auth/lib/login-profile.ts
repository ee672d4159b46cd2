import { CATEGORY_CODE_INSTITUTION, DUPLICATE_LOOKUP_INSTITUTION } from '@estante/contract';

/**
 * How an institution's login asks for the account (spec §4): `duplicates` (571) looks up the
 * person records of the login before the password, `category` (87) asks for the patron
 * category, `standard` for everyone else.
 */
export type LoginProfile = 'standard' | 'duplicates' | 'category';

export function loginProfileOf(institutionCode: number | undefined): LoginProfile {
  if (institutionCode === DUPLICATE_LOOKUP_INSTITUTION) return 'duplicates';
  if (institutionCode === CATEGORY_CODE_INSTITUTION) return 'category';
  return 'standard';
}
