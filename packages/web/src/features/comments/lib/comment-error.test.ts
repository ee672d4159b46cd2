import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { commentErrorMessage } from './comment-error';

// A t() that shows which key it was given.
const t = ((key: string) => key) as unknown as TFunction;

const failure = (status: number, key: string, field?: string) =>
  new ApiRequestError({ status, key, message: `server: ${key}`, ...(field ? { field } : {}) });

describe('comment errors (spec §5, §8)', () => {
  it.each([
    'comment_library_required',
    'comment_text_required',
    'comment_too_long',
    'comment_pending_limit',
    'comments_not_allowed',
  ])('translates %s by its key', (key) => {
    expect(commentErrorMessage(failure(422, key, 'b'), t, 'pt')).toBe(`comments.errors.${key}`);
  });

  it('leaves other failures to the general messages', () => {
    expect(commentErrorMessage(failure(0, 'network_error'), t, 'pt')).toBe('errors.network');
    expect(commentErrorMessage(failure(422, 'something_new'), t, 'pt')).toBe(
      'server: something_new',
    );
  });
});
