import type { ParseKeys, TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

/** Error keys of bibliographic requests (spec §5, §8) the web has a sentence for. */
const REQUEST_KEYS = [
  'request_field_required',
  'request_pages_out_of_order',
  'request_years_out_of_order',
  'request_deadline_past',
  'request_limit_reached',
  'card_not_released',
  'invalid_email_address',
  'invalid_phone',
  'dates_out_of_order',
] as const;
type RequestKey = (typeof REQUEST_KEYS)[number];

const isRequestKey = (key: string): key is RequestKey =>
  (REQUEST_KEYS as readonly string[]).includes(key);

/**
 * The sentence for a failed request call: its key's translation (the field named by its
 * label), a network failure as such, else the server's own translated message (spec §8).
 */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  if (isRequestKey(error.key)) {
    const field = error.field
      ? t(`requests.fields.${error.field}` as ParseKeys, { defaultValue: error.field })
      : '';
    return t(`requests.errors.${error.key}`, { field });
  }
  if (error.message) return error.message;
  return t('errors.generic');
}
