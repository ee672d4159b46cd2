import type { RecoveryRules, RecoveryStart } from '@estante/contract';
import { apiCall } from '../../../lib/api-client';
import { passwordCall } from '../../../lib/password-error';

const recoveryPath = (user: string) =>
  `/pessoas/${encodeURIComponent(user.trim())}/recuperar-senha`;

/**
 * Step 1, GET /pessoas/{user}/recuperar-senha: a code goes by email; where to and until when.
 * `captcha` is the answer of activity 1120's captcha (`recaptcha_token`).
 */
export const startRecovery = (user: string, captcha?: string | null) =>
  apiCall<RecoveryStart>(
    recoveryPath(user) +
      (captcha ? `?${new URLSearchParams({ recaptcha_token: captcha }).toString()}` : ''),
  );

/** Step 2, POST: the code is right; answers the new-password rules. 422 recovery_code_invalid. */
export const checkRecoveryCode = (user: string, code: string) =>
  apiCall<RecoveryRules>(recoveryPath(user), { method: 'POST', body: { code } });

/**
 * Step 3, PUT: the new password (trimmed, spec §5).
 * @throws PasswordRulesError for a 422 password_rules, else ApiRequestError.
 */
export const finishRecovery = (user: string, code: string, password: string) =>
  passwordCall<unknown>(recoveryPath(user), {
    method: 'PUT',
    body: { code, password: password.trim() },
  });
