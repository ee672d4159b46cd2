import type { Duplicates, UserData } from '@estante/contract';
import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconLogin2 } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getDuplicates } from '../api/get-duplicates';
import { signIn } from '../api/sign-in';
import {
  externalSignInErrorKey,
  isExternalSignIn,
  startExternalSignIn,
} from '../lib/external-sign-in';
import { loginErrorMessage, type LoginErrorMessage } from '../lib/login-error';
import type { LoginProfile } from '../lib/login-profile';
import { CaptchaField } from './captcha-field';
import { CategorySelect } from './category-select';
import { PersonChoice } from './person-choice';
import classes from './login-form.module.css';

interface FieldErrors {
  username?: string;
  password?: string;
  captcha?: string;
  category?: string;
  person?: string;
}

/** The first error's field, in the order of the form. */
const FIELD_SELECTORS: [keyof FieldErrors, string][] = [
  ['category', 'select[name="category"]'],
  ['username', 'input[name="username"]'],
  ['person', '[data-testid="person-choice"] input'],
  ['password', 'input[name="password"]'],
  ['captcha', '[data-testid="captcha"] input'],
];

/**
 * The Access panel's form (spec §4 Login): idle → authenticating (spinner) → success or an
 * error of spec §8 in a dismissible alert. Required fields as spec §5. Institution profiles:
 * `duplicates` (571) asks for the login alone first and, when it names several person
 * records, which one; `category` (87) asks for the patron category and appends its code to
 * the username. With single sign-on on, a username with an at-sign goes to the external
 * provider instead (spec §4), with no password or captcha here.
 */
export function LoginForm({
  usernameLabel,
  captcha = false,
  profile = 'standard',
  usaOIDC = false,
  redirect,
  onSignedIn,
}: {
  /** The institution's own name for the user field (denominacao_login), if it has one. */
  usernameLabel: string | null;
  /** Activity 1120: the captcha must be answered. */
  captcha?: boolean;
  profile?: LoginProfile;
  /** The institution's `usaOIDC`: single sign-on through the external provider is on. */
  usaOIDC?: boolean;
  /** Where to land after signing in (a path of this site). */
  redirect: string;
  onSignedIn: (data: UserData) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginErrorMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // Each answer works once: a new round (a fresh, unticked captcha) after every attempt.
  const [captchaRound, setCaptchaRound] = useState(0);
  // Institution 571: the login looked up, with its person records when there are several.
  const [lookup, setLookup] = useState<{ user: string; pessoas: Duplicates['pessoas'] } | null>(
    null,
  );
  const [base, setBase] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstStep = profile === 'duplicates' && lookup === null;

  const focusFirst = (errors: FieldErrors) => {
    const selector = FIELD_SELECTORS.find(([field]) => errors[field])?.[1];
    if (selector) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  const handleLookup = async (username: string) => {
    setBusy(true);
    try {
      const found = await getDuplicates(username);
      setLookup({ user: username, pessoas: found.result ? found.pessoas : [] });
      setBase(null);
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>(
            found.result ? '[data-testid="person-choice"] input' : 'input[name="password"]',
          )
          ?.focus(),
      );
    } catch (error) {
      setFailure(loginErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    setFailure(null);
    if (isExternalSignIn(username, usaOIDC)) {
      setFieldErrors({});
      setBusy(true);
      try {
        // Leaves the page for the provider's, which comes back to /oauth-response.
        await startExternalSignIn(username, redirect, form.get('remember') === 'on');
      } catch (error) {
        setFailure({ key: externalSignInErrorKey(error), color: 'yellow' });
        setBusy(false);
      }
      return;
    }
    if (firstStep) {
      const errors = username ? {} : { username: t('login.required.username') };
      setFieldErrors(errors);
      if (username) await handleLookup(username);
      else focusFirst(errors);
      return;
    }
    const password = String(form.get('password') ?? '');
    const remember = form.get('remember') === 'on';
    const category = String(form.get('category') ?? '');
    const choosePerson = (lookup?.pessoas.length ?? 0) > 1;
    const errors: FieldErrors = {
      ...(profile === 'category' && !category ? { category: t('login.category.required') } : {}),
      ...(username ? {} : { username: t('login.required.username') }),
      ...(choosePerson && !base ? { person: t('login.person.required') } : {}),
      ...(password ? {} : { password: t('login.required.password') }),
      ...(!captcha || captchaToken ? {} : { captcha: t('login.errors.captcha_required') }),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirst(errors);
      return;
    }
    setBusy(true);
    try {
      const data = await signIn({
        // Institution 87: the category's code goes at the end of the username (spec §4).
        username: profile === 'category' ? `${username}${category}` : username,
        password,
        remember,
        captcha: captchaToken,
        base: choosePerson ? base : null,
      });
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
      ref={formRef}
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
        {profile === 'category' && <CategorySelect error={fieldErrors.category} />}
        <TextInput
          name="username"
          label={usernameLabel ?? t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={fieldErrors.username}
          classNames={{ error: classes.error, input: classes.input }}
          // Institution 571: another login means another lookup.
          onChange={(event) => {
            if (lookup && event.currentTarget.value.trim() !== lookup.user) setLookup(null);
          }}
        />
        {!firstStep && (
          <>
            {lookup && lookup.pessoas.length > 1 && (
              <PersonChoice
                pessoas={lookup.pessoas}
                value={base}
                error={fieldErrors.person}
                onChange={(chosen) => {
                  setBase(chosen);
                  setFieldErrors(({ person: _done, ...rest }) => rest);
                }}
              />
            )}
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
          </>
        )}
        {firstStep ? (
          <Button
            type="submit"
            loading={busy}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            fullWidth
          >
            {t('login.next')}
          </Button>
        ) : (
          <Button
            type="submit"
            loading={busy}
            loaderProps={{ 'aria-label': t('login.submitting') }}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            fullWidth
          >
            {t('login.submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
