import type { PersonLogin } from '@estante/contract';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { switchUser } from '../api/switch-user';
import classes from './login-chooser.module.css';
import { LoginOptions } from './login-options';

/**
 * Exchange users (spec §2 tab, §5 "a user is required"): the person's logins; the one chosen
 * becomes the session's with POST /pessoas/meu-pergamum/troca-usuario.
 */
export function ExchangeUsers({
  logins,
  onSwitched,
}: {
  logins: PersonLogin[];
  onSwitched: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<'required' | 'error' | null>(null);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  // After a switch the session is on the chosen login, whatever a list read before says.
  const currentCode = switchedTo ?? logins.find((login) => login.atual)?.codigo;
  const isCurrent = (login: PersonLogin) => login.codigo === currentCode;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = logins.find((login) => login.codigo === value && !isCurrent(login));
    if (!chosen) {
      setMessage('required');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await switchUser(chosen.codigo);
      await onSwitched();
      setSwitchedTo(chosen.codigo);
      setValue('');
    } catch {
      setMessage('error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" className={classes.panel}>
      <Title order={2} fz={22} mb="sm">
        {t('personalArea.exchangeUsers.title')}
      </Title>
      {logins.length < 2 ? (
        <Text data-testid="exchange-single">{t('personalArea.exchangeUsers.single')}</Text>
      ) : (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-busy={busy}
          data-testid="exchange-users"
        >
          <Stack gap="md" maw={520}>
            <Text>{t('personalArea.exchangeUsers.intro')}</Text>
            {switchedTo && (
              <Alert
                color="green"
                variant="light"
                role="status"
                icon={<IconCircleCheck aria-hidden />}
                data-testid="exchange-switched"
              >
                {t('personalArea.exchangeUsers.switched', { login: switchedTo })}
              </Alert>
            )}
            {message && (
              <Alert
                color={message === 'error' ? 'red' : 'yellow'}
                variant="light"
                role="alert"
                icon={<IconAlertTriangle aria-hidden />}
              >
                {message === 'error'
                  ? t('personalArea.exchangeUsers.error')
                  : t('personalArea.exchangeUsers.required')}
              </Alert>
            )}
            <LoginOptions
              logins={logins}
              value={value}
              onChange={setValue}
              legend={t('personalArea.exchangeUsers.legend')}
              valueOf={(login) => login.codigo}
              isCurrent={isCurrent}
              currentLabel={t('personalArea.exchangeUsers.current')}
              disabled={isCurrent}
              testId="exchange-option"
            />
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              {t('personalArea.exchangeUsers.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
