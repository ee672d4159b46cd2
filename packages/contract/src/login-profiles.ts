/**
 * Institution 87's login (spec §4, §6): the patron picks a category and its code is appended
 * to the username (`20260001` as an undergraduate signs in as `2026000101`).
 */
export const CATEGORY_CODE_INSTITUTION = 87;

/**
 * The categories institution 87 offers at login with their codes (spec §6), in its order;
 * `key` names the category's label (web `login.category.options.{key}`). Exchange students and
 * community members exist too, but the spec gives them no code.
 */
export const LOGIN_CATEGORIES = [
  { code: '01', key: 'undergraduate' },
  { code: '19', key: 'digital_undergraduate' },
  { code: '03', key: 'graduate' },
  { code: '06', key: 'educar_se' },
  { code: '07', key: 'languages_other' },
  { code: '21', key: 'technical' },
  { code: '09', key: 'doctorate' },
  { code: '05', key: 'employee' },
  { code: '12', key: 'hospital_employee' },
  { code: '08', key: 'masters' },
  { code: '04', key: 'professor' },
  { code: '10', key: 'special_user' },
] as const;
export type LoginCategoryKey = (typeof LOGIN_CATEGORIES)[number]['key'];
