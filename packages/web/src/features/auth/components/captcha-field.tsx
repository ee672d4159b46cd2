import { Checkbox, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptchaChallenge } from '../api/get-captcha-challenge';
import { solveCaptcha } from '../lib/solve-captcha';
import classes from './captcha-field.module.css';

type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed' | 'expired';

/** Seconds before a challenge's expiry at which the answer is dropped as expired. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * The captcha of activity 1120 (ALTCHA, self-hosted proof of work): ticking the box fetches a
 * challenge and solves it in the browser; `onChange` receives the `recaptcha_token` to send,
 * or null while there is none (not ticked, working, failed or expired). An answer works once:
 * the form remounts this field (new `key`) after each attempt.
 */
export function CaptchaField({
  onChange,
  error,
}: {
  onChange: (token: string | null) => void;
  /** The form's message when the captcha was required and not answered. */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<CaptchaState>('idle');
  const compact = useMediaQuery('(max-width: 575.98px)');
  const statusId = useId();
  const work = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  const stop = () => {
    work.current?.abort();
    work.current = null;
    if (expiry.current) clearTimeout(expiry.current);
    expiry.current = null;
  };

  useEffect(() => stop, []);

  const verify = async () => {
    stop();
    const controller = new AbortController();
    work.current = controller;
    setState('verifying');
    report.current(null);
    try {
      const challenge = await getCaptchaChallenge(controller.signal);
      const token = await solveCaptcha(challenge, controller);
      if (controller.signal.aborted) return;
      if (!token) {
        setState('failed');
        return;
      }
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
      expiry.current = setTimeout(
        () => {
          setState('expired');
          report.current(null);
        },
        Math.max(0, expiresAt - Date.now() - EXPIRY_MARGIN_MS),
      );
      setState('verified');
      report.current(token);
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  };

  const handleToggle = (checked: boolean) => {
    if (checked) {
      void verify();
      return;
    }
    stop();
    setState('idle');
    report.current(null);
  };

  const status =
    state === 'idle'
      ? (error ?? '')
      : state === 'verifying'
        ? t('captcha.verifying')
        : state === 'verified'
          ? t('captcha.verified')
          : state === 'failed'
            ? t('captcha.failed')
            : t('captcha.expired');

  return (
    <div
      className={classes.captcha}
      data-size={compact ? 'compact' : 'normal'}
      data-invalid={state === 'idle' && error ? true : undefined}
      data-testid="captcha"
      data-state={state}
    >
      <div className={classes.main}>
        <Checkbox
          label={t('captcha.label')}
          size={compact ? 'sm' : 'md'}
          checked={state === 'verifying' || state === 'verified'}
          disabled={state === 'verifying'}
          aria-describedby={statusId}
          aria-invalid={state === 'idle' && error ? true : undefined}
          onChange={(event) => handleToggle(event.currentTarget.checked)}
        />
        <Text
          id={statusId}
          size="xs"
          role="status"
          className={classes.status}
          data-state={state === 'idle' && error ? 'failed' : state}
        >
          {status}
        </Text>
      </div>
      {state === 'verifying' ? (
        <Loader size="sm" aria-hidden />
      ) : (
        <IconShieldCheck size={compact ? 22 : 28} aria-hidden />
      )}
      <Text size="xs" className={classes.footer}>
        {t('captcha.footer')}
      </Text>
    </div>
  );
}
