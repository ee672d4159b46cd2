import type { PersonLogin } from '@estante/contract';
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLogin } from '../api/switch-login';
import classes from './login-chooser.module.css';
import { LoginOptions } from './login-options';

const valueOf = (login: PersonLogin) => `${login.base}\u0000${login.codigo}`;

/** A place the person may be sent to after sign-in ("Direct to"). */
export interface LoginDestination {
  path: string;
  label: string;
}

/**
 * The multi-login chooser after sign-in (spec §4): the person picks one of their logins; a
 * different one than the current is switched to with PUT /pessoas/troca-login. With
 * `destinations` (the person may choose where to go), a destination must be chosen too (spec
 * §5); `onChosen` receives it.
 */
export function LoginChooser({
  logins,
  destinations = null,
  onChosen,
}: {
  logins: PersonLogin[];
  destinations?: LoginDestination[] | null;
  onChosen: (switched: boolean, destination: string | null) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const current = logins.find((login) => login.atual) ?? logins[0];
  const [value, setValue] = useState(current ? valueOf(current) : '');
  const [destination, setDestination] = useState<string | null>(null);
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = logins.find((login) => valueOf(login) === value);
    if (!chosen) return;
    if (destinations && !destination) {
      setDestinationError(t('login.destination.required'));
      event.currentTarget.querySelector<HTMLElement>('[data-testid="destination"] input')?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      if (!chosen.atual) await switchLogin(chosen);
      await onChosen(!chosen.atual, destination);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="login-chooser">
      <Stack gap="md">
        <Text>{t('login.chooser.intro')}</Text>
        {failed && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('app.close')}
            onClose={() => setFailed(false)}
          >
            {t('login.chooser.error')}
          </Alert>
        )}
        <LoginOptions
          logins={logins}
          value={value}
          onChange={setValue}
          legend={t('login.chooser.legend')}
          valueOf={valueOf}
          isCurrent={(login) => login.atual}
          currentLabel={t('login.chooser.current')}
          testId="login-option"
        />
        {destinations && (
          <Radio.Group
            value={destination}
            onChange={(path) => {
              setDestination(path);
              setDestinationError(null);
            }}
            label={t('login.destination.legend')}
            classNames={{ label: classes.legend, error: classes.error }}
            error={destinationError}
            required
            data-testid="destination"
          >
            <Stack gap="xs" mt="xs">
              {destinations.map((place) => (
                <Radio key={place.path} value={place.path} label={place.label} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('login.chooser.submit')}
        </Button>
      </Stack>
    </form>
  );
}
