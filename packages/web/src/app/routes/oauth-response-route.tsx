import { SignInAnswer, singleAttempt } from '../../features/auth/components/sign-in-answer';
import {
  externalSignInErrorKey,
  finishExternalSignIn,
} from '../../features/auth/lib/external-sign-in';

const finishOnce = singleAttempt(finishExternalSignIn);

const KEYS = {
  title: 'externalSignIn.title',
  signingIn: 'externalSignIn.signingIn',
  backToLogin: 'externalSignIn.backToLogin',
} as const;

/**
 * `/oauth-response` (spec §2): where the OpenID provider sends the browser back. Sends its
 * answer with the kept nonce to POST /api/oidc/validar; on success the session is the same as
 * after a password login and the browser goes on to the `redirect` of the sign-in, otherwise
 * the spec §8 external sign-in error shows with a way back to the login.
 */
export function OauthResponseRoute() {
  return (
    <SignInAnswer
      keys={KEYS}
      testId="external-sign-in-error"
      finish={finishOnce}
      errorKey={externalSignInErrorKey}
    />
  );
}
