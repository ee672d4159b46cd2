import { Modal } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginChooser } from '../../people/components/login-chooser';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useLoginFormSettings } from '../hooks/use-login-form-settings';
import { LoginForm } from './login-form';
import classes from './login-modal.module.css';

/**
 * The login in a modal titled Access (spec §2): the Access panel's form with the institution's
 * settings, then the chooser when the person has several logins. Signing in closes it and
 * leaves the reader on the page, which the session change renders signed in. Keep it mounted
 * whatever the session (the chooser comes after the session changes); `onSignedIn` runs once
 * the modal has closed, to move focus where the page wants it (the trigger is gone by then).
 */
export function LoginModal({
  opened,
  onClose,
  onSignedIn,
}: {
  opened: boolean;
  onClose: () => void;
  onSignedIn?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const settings = useLoginFormSettings();
  const signedIn = useRef(false);
  const flow = useLoginFlow(() => {
    signedIn.current = true;
    onClose();
  });

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      onExitTransitionEnd={() => {
        flow.reset();
        if (signedIn.current) {
          signedIn.current = false;
          onSignedIn?.();
        }
      }}
    >
      <Modal.Overlay />
      <Modal.Content data-testid="login-modal">
        {/* A div, not Mantine's <header>: a second banner landmark would confuse readers. */}
        <Modal.Header component="div">
          <Modal.Title className={classes.title}>
            {flow.logins ? t('login.chooser.title') : t('login.access')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('app.close')} />
        </Modal.Header>
        <Modal.Body>
          {flow.logins ? (
            <LoginChooser
              logins={flow.logins}
              onChosen={(switched) => flow.handleChosen(switched)}
            />
          ) : (
            <LoginForm
              {...settings}
              redirect={`${pathname}${search}`}
              onSignedIn={flow.handleSignedIn}
            />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
