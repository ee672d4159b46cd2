import { DEFAULT_PASSWORD_RULES, type PasswordRules } from '@estante/contract';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist, passwordReady } from '../../../components/password-checklist';
import { ApiRequestError } from '../../../lib/api-client';
import { PasswordRulesError } from '../../../lib/password-error';
import { changePassword } from '../api/change-password';
import classes from './personal-area.module.css';

function errorKey(error: unknown): ParseKeys {
  if (error instanceof PasswordRulesError) {
    return error.broken.includes('last_pw')
      ? 'password.errors.last_pw'
      : 'password.errors.password_rules';
  }
  if (error instanceof ApiRequestError) {
    if (error.key === 'current_password_incorrect')
      return 'password.errors.current_password_incorrect';
    if (error.status === 429) return 'password.errors.too_many_attempts';
    if (error.status === 0) return 'errors.network';
  }
  return 'password.errors.unexpected';
}

/**
 * Change password (spec §2 tab): current, new and confirmation with the live checklist. The
 * server tells its rules only when it refuses a password, so the defaults are shown until then.
 */
export function ChangePasswordForm({ personName }: { personName: string }) {
  const { t } = useTranslation();
  const checklistId = useId();
  const [rules, setRules] = useState<PasswordRules>(DEFAULT_PASSWORD_RULES);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ParseKeys | null>(null);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [lastPasswordBroken, setLastPasswordBroken] = useState(false);
  const [changed, setChanged] = useState(false);
  const ready = passwordReady(password, confirmation, rules, personName);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChanged(false);
    setError(null);
    setCurrentError(null);
    if (!current) {
      setCurrentError(t('personalArea.changePassword.required'));
      return;
    }
    if (!ready) {
      setError('password.errors.criteria');
      return;
    }
    setBusy(true);
    try {
      await changePassword({ senhaAtual: current, senhaNova: password });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setChanged(true);
    } catch (failure) {
      const key = errorKey(failure);
      if (failure instanceof PasswordRulesError) {
        if (failure.rules) setRules(failure.rules);
        setLastPasswordBroken(failure.broken.includes('last_pw'));
      }
      if (key === 'password.errors.current_password_incorrect') setCurrentError(t(key));
      else setError(key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" className={classes.panel}>
      <Title order={2} className={classes.tabTitle}>
        {t('personalArea.changePassword.title')}
      </Title>
      <Text mt="xs" mb="md">
        {t('personalArea.changePassword.intro')}
      </Text>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-busy={busy}
        className={classes.narrowForm}
        data-testid="change-password-form"
      >
        <Stack gap="md">
          {changed && (
            <Alert
              color="green"
              variant="light"
              role="status"
              icon={<IconCircleCheck aria-hidden />}
              data-testid="password-changed"
            >
              {t('personalArea.changePassword.changed')}
            </Alert>
          )}
          {error && (
            <Alert
              color="yellow"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              withCloseButton
              closeButtonLabel={t('app.close')}
              onClose={() => setError(null)}
              data-testid="change-password-error"
            >
              {t(error)}
            </Alert>
          )}
          <PasswordInput
            name="current-password"
            label={t('password.current')}
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={currentError}
            required
          />
          <PasswordInput
            name="new-password"
            label={t('password.new')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setLastPasswordBroken(false);
            }}
            aria-describedby={checklistId}
            required
          />
          <PasswordInput
            name="confirm-password"
            label={t('password.confirm')}
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            required
          />
          <PasswordChecklist
            id={checklistId}
            password={password}
            confirmation={confirmation}
            rules={rules}
            personName={personName}
            lastPasswordBroken={lastPasswordBroken}
          />
          <Button type="submit" loading={busy} disabled={!ready}>
            {t('password.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
