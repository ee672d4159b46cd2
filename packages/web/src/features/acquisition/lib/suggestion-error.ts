import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { circulationErrorMessage } from '../../../lib/circulation-error';

/** Error keys of purchase suggestions (spec §5, §6, §8) the web has a sentence for. */
const SUGGESTION_KEYS = [
  'suggestion_field_required',
  'suggestion_isbn_issn_invalid',
  'suggestion_library_invalid',
  'suggestion_not_allowed',
  'suggestion_limit_reached',
  'suggestion_status_invalid',
  'suggestion_title_invalid',
] as const;
type SuggestionKey = (typeof SUGGESTION_KEYS)[number];

const isSuggestionKey = (key: string): key is SuggestionKey =>
  (SUGGESTION_KEYS as readonly string[]).includes(key);

const FIELDS = ['biblioteca', 'titulo', 'editor'] as const;
const isRequiredField = (field: string | undefined): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field ?? '');

/**
 * The sentence for a failed suggestion call: its key's translation (a required field named by
 * its label), else the general one (dates, network, unexpected).
 */
export function suggestionErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (error instanceof ApiRequestError && isSuggestionKey(error.key)) {
    if (error.key === 'suggestion_field_required') {
      return t('acquisition.form.required', {
        field: isRequiredField(error.field)
          ? t(`acquisition.form.fields.${error.field}`)
          : (error.field ?? ''),
      });
    }
    return t(`acquisition.errors.${error.key}`);
  }
  return circulationErrorMessage(error, t, language);
}
