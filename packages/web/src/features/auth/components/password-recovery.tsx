import type { PasswordRules, RecoveryStart } from '@estante/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMailForward } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist, passwordReady } from '../../../components/password-checklist';
import { PasswordRulesError } from '../../../lib/password-error';
import { checkRecoveryCode, finishRecovery, startRecovery } from '../api/recover-password';
import { recoveryErrorKey } from '../lib/recovery-error';
import { freshCaptchaToken } from '../lib/solve-captcha';
import { CaptchaField } from './captcha-field';
import classes from './login-form.module.css';
import { dateTimeFormat } from '../../../lib/intl-format';

type Step =
  | { name: 'user' }
  | { name: 'code'; user: string; start: RecoveryStart }
  | { name: 'password'; user: string; start: RecoveryStart; code: string; rules: PasswordRules };

function ErrorAlert({ messageKey, onClose }: { messageKey: ParseKeys; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={t('recovery.errors.title')}
      classNames={{ title: classes.alertTitle }}
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton
      closeButtonLabel={t('app.close')}
      onClose={onClose}
      data-testid="recovery-error"
    >
      {t(messageKey)}
    </Alert>
  );
}

/**
 * Password recovery in three steps (spec §4): the user code, the emailed code (sent on at its
 * length, resent after a 422) and the new password with the live checklist of the server's
 * rules. `onDone` runs once the password changed.
 */
export function PasswordRecovery({
  usernameLabel,
  captcha = false,
  onDone,
}: {
  usernameLabel: string | null;
  /** Activity 1120: step 1 needs the captcha answered. */
  captcha?: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'user' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ParseKeys | null>(null);
  const [userError, setUserError] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  // Each answer works once: a fresh, unticked captcha after every attempt.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [canResend, setCanResend] = useState(false);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [lastPasswordBroken, setLastPasswordBroken] = useState(false);
  const checklistId = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step.name === 'code') codeInput.current?.focus();
    if (step.name === 'password') passwordInput.current?.focus();
  }, [step.name]);

  const begin = async (user: string, answer: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const start = await startRecovery(user, answer);
      setCode('');
      setCanResend(false);
      setStep({ name: 'code', user, start });
      return true;
    } catch (failure) {
      setError(recoveryErrorKey(failure));
      if (captcha) {
        setCaptchaToken(null);
        setCaptchaRound((round) => round + 1);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const handleUser = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const user = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (!user) {
      setUserError(t('recovery.required'));
      event.currentTarget.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
      return;
    }
    setUserError(null);
    if (captcha && !captchaToken) {
      setCaptchaError(t('login.errors.captcha_required'));
      event.currentTarget.querySelector<HTMLInputElement>('[data-testid="captcha"] input')?.focus();
      return;
    }
    setResent(false);
    await begin(user, captchaToken);
  };

  const sendCode = async (value: string) => {
    if (step.name !== 'code' || busy) return;
    setBusy(true);
    setError(null);
    setResent(false);
    try {
      const { rules } = await checkRecoveryCode(step.user, value);
      setStep({ name: 'password', user: step.user, start: step.start, code: value, rules });
    } catch (failure) {
      setError(recoveryErrorKey(failure));
      setCanResend(true);
      // The code field was disabled while checking: back to it, its text selected to retype.
      requestAnimationFrame(() => codeInput.current?.select());
    } finally {
      setBusy(false);
    }
  };

  const handleCodeChange = (value: string) => {
    if (step.name !== 'code') return;
    const digits = value.replace(/\s+/g, '').slice(0, step.start.length);
    setCode(digits);
    if (digits.length === step.start.length) void sendCode(digits);
  };

  const handleResend = async () => {
    if (step.name !== 'code') return;
    let answer: string | null = null;
    if (captcha) {
      setBusy(true);
      answer = await freshCaptchaToken().catch(() => null);
    }
    if (await begin(step.user, answer)) setResent(true);
  };

  const handlePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'password' || busy) return;
    if (!passwordReady(password, confirmation, step.rules, step.start.name)) {
      setError('password.errors.criteria');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await finishRecovery(step.user, step.code, password);
      onDone();
    } catch (failure) {
      if (failure instanceof PasswordRulesError) {
        if (failure.rules) setStep({ ...step, rules: failure.rules });
        setLastPasswordBroken(failure.broken.includes('last_pw'));
        setError(
          failure.broken.includes('last_pw')
            ? 'password.errors.last_pw'
            : 'password.errors.password_rules',
        );
      } else {
        setError(recoveryErrorKey(failure));
      }
      setBusy(false);
    }
  };

  const alert = error && <ErrorAlert messageKey={error} onClose={() => setError(null)} />;

  if (step.name === 'user') {
    return (
      <form
        onSubmit={(e) => void handleUser(e)}
        noValidate
        aria-busy={busy}
        data-testid="recovery-user"
      >
        <Stack gap="md">
          <Text>{t('recovery.intro')}</Text>
          {alert}
          <TextInput
            name="username"
            label={usernameLabel ?? t('login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={userError}
            classNames={{ error: classes.error, input: classes.input }}
          />
          {captcha && (
            <CaptchaField
              key={captchaRound}
              error={captchaError}
              onChange={(token) => {
                setCaptchaToken(token);
                if (token) setCaptchaError(null);
              }}
            />
          )}
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconMailForward size={18} aria-hidden />}
            fullWidth
          >
            {t('recovery.send')}
          </Button>
        </Stack>
      </form>
    );
  }

  const expiry = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(step.start.tte));

  if (step.name === 'code') {
    const { emails, length } = step.start;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === length) void sendCode(code);
        }}
        noValidate
        aria-busy={busy}
        data-testid="recovery-code"
      >
        <Stack gap="md">
          <Alert color="blue" variant="light" data-testid="recovery-sent">
            <Text size="sm">
              {emails.length > 0
                ? t('recovery.sentTo', { name: step.start.name, emails: emails.join(', ') })
                : t('recovery.noEmail', { name: step.start.name })}
            </Text>
            <Text size="sm" mt={4} data-testid="recovery-expiry">
              {t('recovery.expires', { time: expiry })}
            </Text>
          </Alert>
          {resent && (
            <Text size="sm" role="status" data-testid="recovery-resent">
              {t('recovery.resent')}
            </Text>
          )}
          {alert}
          <TextInput
            ref={codeInput}
            name="code"
            label={t('recovery.code')}
            description={t('recovery.codeHint', { count: length })}
            classNames={{ description: classes.hint }}
            value={code}
            onChange={(event) => handleCodeChange(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={length}
            disabled={busy}
          />
          {canResend && (
            <Anchor
              component="button"
              type="button"
              onClick={() => void handleResend()}
              data-testid="recovery-resend"
            >
              {t('recovery.resend')}
            </Anchor>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {t('recovery.checkCode')}
          </Button>
        </Stack>
      </form>
    );
  }

  const ready = passwordReady(password, confirmation, step.rules, step.start.name);
  return (
    <form
      onSubmit={(e) => void handlePassword(e)}
      noValidate
      aria-busy={busy}
      data-testid="recovery-password"
    >
      <Stack gap="md">
        <Text>{t('recovery.newPasswordIntro', { name: step.start.name })}</Text>
        {alert}
        <PasswordInput
          ref={passwordInput}
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
          rules={step.rules}
          personName={step.start.name}
          lastPasswordBroken={lastPasswordBroken}
        />
        <Button type="submit" loading={busy} disabled={!ready} fullWidth>
          {t('password.save')}
        </Button>
      </Stack>
    </form>
  );
}
