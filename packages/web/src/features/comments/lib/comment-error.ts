import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { circulationErrorMessage } from '../../../lib/circulation-error';

/** Error keys of comments (spec §5, §6, §8) the web has a sentence for. */
const COMMENT_KEYS = [
  'comment_library_required',
  'comment_text_required',
  'comment_too_long',
  'comment_pending_limit',
  'comments_not_allowed',
] as const;
type CommentKey = (typeof COMMENT_KEYS)[number];

const isCommentKey = (key: string): key is CommentKey =>
  (COMMENT_KEYS as readonly string[]).includes(key);

/** The sentence for a failed comment call: its key's translation, else the general one. */
export function commentErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (error instanceof ApiRequestError && isCommentKey(error.key)) {
    return t(`comments.errors.${error.key}`);
  }
  return circulationErrorMessage(error, t, language);
}
