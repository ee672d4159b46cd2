import { SignInAnswer, singleAttempt } from '../../features/auth/components/sign-in-answer';
import {
  redirectSignInErrorKey,
  finishRedirectSignIn,
} from '../../features/auth/lib/redirect-sign-in';

const finishOnce = singleAttempt(finishRedirectSignIn);

const KEYS = {
  title: 'redirectSignIn.title',
  signingIn: 'redirectSignIn.signingIn',
  backToLogin: 'redirectSignIn.backToLogin',
} as const;

/**
 * `/pergamum_redireciona?token=…&redirect=/path` (spec §2 "Redirect … screens"): signs in with
 * a redirect token handed over from another screen or system and lands on `redirect` (a path
 * of this site, else the home page). The token leaves the address bar at once; a token that is
 * unknown, expired or used shows why, with a way to the login.
 */
export function RedirectSignInRoute() {
  return (
    <SignInAnswer
      keys={KEYS}
      testId="redirect-sign-in-error"
      finish={finishOnce}
      errorKey={redirectSignInErrorKey}
      clearAddress
    />
  );
}
