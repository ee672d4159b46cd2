import { ACTIVITY, type PersonLogin, type UserData } from '@estante/contract';
import { Alert, Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { IconBooks, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { reloadUser } from '../../features/auth/api/sign-in';
import { LoginForm } from '../../features/auth/components/login-form';
import { PasswordRecovery } from '../../features/auth/components/password-recovery';
import { useLoginFormSettings } from '../../features/auth/hooks/use-login-form-settings';
import { safeRedirect } from '../../features/auth/lib/safe-redirect';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { loginsQueryOptions } from '../../features/people/api/get-logins';
import {
  LoginChooser,
  type LoginDestination,
} from '../../features/people/components/login-chooser';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './login-route.module.css';

/**
 * `/login` (spec §2, §4): logo, welcome banner and the Access panel; after sign-in the chooser
 * when the person has several logins, then the `redirect` destination (this site's paths only).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: institution } = useInstitution();
  const settings = useLoginFormSettings();
  const [logoFailed, setLogoFailed] = useState(false);
  const [logins, setLogins] = useState<PersonLogin[] | null>(null);
  const [destinations, setDestinations] = useState<LoginDestination[] | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const [mode, setMode] = useState<'login' | 'recovery'>('login');
  const [passwordChanged, setPasswordChanged] = useState(false);
  const modeChanged = useRef(false);
  // Spec §4: the forgot-password mode exists only with p.__md_aut 2 and p.__md_crypt 4.
  const recoveryAvailable = institution?.['p.__md_aut'] === 2 && institution['p.__md_crypt'] === 4;
  // Someone already signed in who opens /login goes straight on.
  const [signedInOnArrival] = useState(() => useSession.getState().user !== null);
  useDocumentTitle(t('login.title'), institution?.sigla ?? institution?.nome);

  useEffect(() => {
    if (logins) panelHeading.current?.focus();
  }, [logins]);

  useEffect(() => {
    if (modeChanged.current) panelHeading.current?.focus();
  }, [mode]);

  const switchMode = (next: 'login' | 'recovery') => {
    modeChanged.current = true;
    setPasswordChanged(false);
    setMode(next);
  };

  const handleRecovered = () => {
    switchMode('login');
    setPasswordChanged(true);
  };

  if (signedInOnArrival) return <Navigate to={target} replace />;

  const finish = (destination: string | null = null) =>
    void navigate(destination ?? target, { replace: true });

  // "Direct to" (spec §4): a person who came to /login on their own, not sent by a page, and
  // may use the personal area chooses between the catalogue and the personal area.
  const destinationsFor = (data: UserData): LoginDestination[] | null =>
    !params.has('redirect') &&
    data.authPermissions.some((activity) => activity.cod_atividade === ACTIVITY.personalArea)
      ? [
          { path: '/', label: t('login.destination.catalogue') },
          { path: '/meupergamum', label: t('login.destination.personalArea') },
        ]
      : null;

  const handleSignedIn = async (data: UserData) => {
    const list = await queryClient
      .fetchQuery(loginsQueryOptions(data.user.cod_pessoa))
      .catch(() => [] as PersonLogin[]);
    if (list.length > 1) {
      setDestinations(destinationsFor(data));
      setLogins(list);
    } else finish();
  };

  const handleChosen = async (switched: boolean, destination: string | null) => {
    if (switched) await reloadUser();
    finish(destination);
  };

  return (
    <Container size={520} className={classes.page}>
      <div className={classes.brand}>
        {institution?.logo && !logoFailed ? (
          <img
            src={institution.logo}
            alt={institution.nome}
            className={classes.logo}
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <span className={classes.logoFallback} aria-hidden>
            <IconBooks size={36} />
          </span>
        )}
      </div>
      <Title order={1} className={classes.title}>
        {t('login.title')}
      </Title>
      <div className={classes.banner} data-testid="login-welcome">
        <Text fw={650}>{t('login.welcome')}</Text>
        <Text size="sm" mt={4}>
          {institution?.msg_login ?? t('login.intro')}
        </Text>
      </div>
      <Paper withBorder component="section" className={classes.panel} aria-labelledby="login-panel">
        <Title
          order={2}
          id="login-panel"
          ref={panelHeading}
          tabIndex={-1}
          className={classes.panelTitle}
        >
          {logins
            ? t('login.chooser.title')
            : mode === 'recovery'
              ? t('recovery.title')
              : t('login.access')}
        </Title>
        {passwordChanged && mode === 'login' && !logins && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck aria-hidden />}
            mb="md"
            data-testid="password-changed"
          >
            {t('recovery.changed')}
          </Alert>
        )}
        {logins ? (
          <LoginChooser logins={logins} destinations={destinations} onChosen={handleChosen} />
        ) : mode === 'recovery' ? (
          <PasswordRecovery
            usernameLabel={settings.usernameLabel}
            captcha={settings.captcha}
            onDone={handleRecovered}
          />
        ) : (
          <LoginForm {...settings} redirect={target} onSignedIn={handleSignedIn} />
        )}
        {!logins && recoveryAvailable && (
          <Anchor
            component="button"
            type="button"
            className={classes.modeLink}
            onClick={() => switchMode(mode === 'login' ? 'recovery' : 'login')}
            data-testid="login-mode-toggle"
          >
            {mode === 'login' ? t('login.forgotPassword') : t('recovery.backToLogin')}
          </Anchor>
        )}
      </Paper>
    </Container>
  );
}
