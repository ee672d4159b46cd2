import { ACTIVITY } from '@estante/contract';
import { useInstitution } from '../../parameters/api/get-institution';
import { useActivity } from '../../parameters/hooks/use-activity';
import { loginProfileOf, type LoginProfile } from '../lib/login-profile';

export interface LoginFormSettings {
  /** The institution's own name for the user field (denominacao_login), if it has one. */
  usernameLabel: string | null;
  /** Activity 1120: the captcha must be answered. */
  captcha: boolean;
  profile: LoginProfile;
  /** The institution's `usaOIDC`: single sign-on through the external provider. */
  usaOIDC: boolean;
}

/**
 * What every Access panel asks of the institution (spec §4): its name for the user field, the
 * captcha (1120), its login profile and single sign-on. Shared by /login, the login modal and
 * the login embedded in forms.
 */
export function useLoginFormSettings(): LoginFormSettings {
  const { data: institution } = useInstitution();
  const captcha = useActivity(ACTIVITY.captcha);
  return {
    usernameLabel: institution?.denominacao_login ?? null,
    captcha,
    profile: loginProfileOf(institution?.codEmpresa),
    usaOIDC: institution?.usaOIDC === true,
  };
}
