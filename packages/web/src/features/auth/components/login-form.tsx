import type { UserData } from '@estante/contract';
import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconLogin2 } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../api/sign-in';
import { loginErrorMessage, type LoginErrorMessage } from '../lib/login-error';
import { CaptchaField } from './captcha-field';
import classes from './login-form.module.css';

interface FieldErrors {
  username?: string;
  password?: string;
  captcha?: string;
}

/**
 * The Access panel's form (spec §4 Login): idle → authenticating (spinner) → success or an
 * error of spec §8 in a dismissible alert. Required fields as spec §5.
 */
export function LoginForm({
  usernameLabel,
  captcha = false,
  onSignedIn,
}: {
  /** The institution's own name for the user field (denominacao_login), if it has one. */
  usernameLabel: string | null;
  /** Activity 1120: the captcha must be answered. */
  captcha?: boolean;
  onSignedIn: (data: UserData) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginErrorMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // Each answer works once: a new round (a fresh, unticked captcha) after every attempt.
  const [captchaRound, setCaptchaRound] = useState(0);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const remember = form.get('remember') === 'on';
    const errors: FieldErrors = {
      ...(username ? {} : { username: t('login.required.username') }),
      ...(password ? {} : { password: t('login.required.password') }),
      ...(!captcha || captchaToken ? {} : { captcha: t('login.errors.captcha_required') }),
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.username || errors.password || errors.captcha) {
      const first = event.currentTarget.querySelector<HTMLInputElement>(
        errors.username
          ? 'input[name="username"]'
          : errors.password
            ? 'input[name="password"]'
            : '[data-testid="captcha"] input',
      );
      first?.focus();
      return;
    }
    setBusy(true);
    try {
      const data = await signIn({ username, password, remember, captcha: captchaToken });
      await onSignedIn(data);
    } catch (error) {
      setFailure(loginErrorMessage(error));
      if (captcha) {
        setCaptchaToken(null);
        setCaptchaRound((round) => round + 1);
      }
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-busy={busy}
      data-testid="login-form"
    >
      <Stack gap="md">
        {failure && (
          <Alert
            color={failure.color}
            variant="light"
            role="alert"
            title={t('login.errors.title')}
            classNames={{ title: classes.alertTitle }}
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('app.close')}
            onClose={() => setFailure(null)}
            data-testid="login-error"
          >
            {t(failure.key, { message: failure.serverMessage ?? '' })}
          </Alert>
        )}
        <TextInput
          name="username"
          label={usernameLabel ?? t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={fieldErrors.username}
          classNames={{ error: classes.error, input: classes.input }}
        />
        <PasswordInput
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={fieldErrors.password}
          classNames={{ error: classes.error, input: classes.input }}
        />
        {captcha && (
          <CaptchaField
            key={captchaRound}
            error={fieldErrors.captcha}
            onChange={(token) => {
              setCaptchaToken(token);
              if (token) setFieldErrors(({ captcha: _done, ...rest }) => rest);
            }}
          />
        )}
        <Checkbox
          name="remember"
          label={t('login.remember')}
          description={t('login.rememberHint')}
          classNames={{ description: classes.hint }}
        />
        <Button
          type="submit"
          loading={busy}
          loaderProps={{ 'aria-label': t('login.submitting') }}
          leftSection={<IconLogin2 size={18} aria-hidden />}
          fullWidth
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
