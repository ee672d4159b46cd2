import type { ChangePasswordBody } from '@estante/contract';
import { passwordCall } from '../../../lib/password-error';

/**
 * PUT /api/pessoas/meu-pergamum/senha (new password trimmed, spec §5).
 * @throws PasswordRulesError for 422 password_rules; ApiRequestError 422
 *   current_password_incorrect, 429 too_many_attempts.
 */
export const changePassword = ({ senhaAtual, senhaNova }: ChangePasswordBody) =>
  passwordCall<unknown>('/pessoas/meu-pergamum/senha', {
    method: 'PUT',
    body: { senhaAtual, senhaNova: senhaNova.trim() },
  });
