import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { LoginChooser } from '../../people/components/login-chooser';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useLoginFormSettings } from '../hooks/use-login-form-settings';
import { LoginForm } from './login-form';
import classes from './embedded-login.module.css';

/**
 * The login embedded in a form (spec §2): an Access panel shown to visitors where only a
 * signed-in patron may go on, so they sign in and continue on the same page. After the
 * password comes the chooser when the person has several logins; then the panel goes and
 * the page, re-rendered for the session, shows what a patron may do.
 */
export function EmbeddedLogin({ message }: { message: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const signedIn = useSession((state) => state.user !== null);
  const settings = useLoginFormSettings();
  const headingId = useId();
  const flow = useLoginFlow(() => flow.reset());

  if (signedIn && !flow.logins) return null;

  return (
    <Paper
      withBorder
      component="section"
      className={classes.panel}
      aria-labelledby={headingId}
      data-testid="embedded-login"
    >
      <h3 id={headingId} className={classes.heading}>
        {flow.logins ? t('login.chooser.title') : t('login.access')}
      </h3>
      {flow.logins ? (
        <LoginChooser logins={flow.logins} onChosen={(switched) => flow.handleChosen(switched)} />
      ) : (
        <>
          <Text mb="md">{message}</Text>
          <LoginForm
            {...settings}
            redirect={`${pathname}${search}`}
            onSignedIn={flow.handleSignedIn}
          />
        </>
      )}
    </Paper>
  );
}
