import {
  brokenPasswordRules,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRule,
  type PasswordRules,
} from '@estante/contract';
import { List, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './password-checklist.module.css';

/**
 * Whether a new password may be sent (spec §5): every rule but `last_pw` holds for the trimmed
 * password, and the confirmation matches.
 */
export function passwordReady(
  password: string,
  confirmation: string,
  rules: PasswordRules,
  personName: string,
): boolean {
  const trimmed = password.trim();
  return (
    trimmed.length > 0 &&
    brokenPasswordRules(trimmed, rules, personName).length === 0 &&
    password === confirmation
  );
}

type Item = { rule: PasswordRule | 'confirm'; text: string; met: boolean | null };

/**
 * The live checklist of a new password: only the rules the server set, each ticking as the
 * password is typed, then the confirmation. `last_pw` is shown as a note: only the server can
 * check it.
 */
export function PasswordChecklist({
  id,
  password,
  confirmation,
  rules,
  personName,
  lastPasswordBroken = false,
}: {
  id: string;
  password: string;
  confirmation: string;
  rules: PasswordRules;
  personName: string;
  /** The server refused the password as one of the last ones. */
  lastPasswordBroken?: boolean;
}) {
  const { t } = useTranslation();
  const trimmed = password.trim();
  const broken = new Set(brokenPasswordRules(trimmed, rules, personName));
  const met = (rule: PasswordRule) => trimmed.length > 0 && !broken.has(rule);
  const items: Item[] = [
    {
      rule: 'length',
      text: t('password.rules.length', { min: rules.length.min, max: rules.length.max }),
      met: met('length'),
    },
    ...(rules.has_numbers
      ? [
          {
            rule: 'has_numbers' as const,
            text: t('password.rules.has_numbers'),
            met: met('has_numbers'),
          },
        ]
      : []),
    ...(rules.only_numbers
      ? [
          {
            rule: 'only_numbers' as const,
            text: t('password.rules.only_numbers'),
            met: met('only_numbers'),
          },
        ]
      : []),
    ...(rules.diff_case
      ? [{ rule: 'diff_case' as const, text: t('password.rules.diff_case'), met: met('diff_case') }]
      : []),
    ...(rules.special_char
      ? [
          {
            rule: 'special_char' as const,
            text: t('password.rules.special_char', {
              characters: [...PASSWORD_SPECIAL_CHARACTERS].join(' '),
            }),
            met: met('special_char'),
          },
        ]
      : []),
    ...(rules.diff_name
      ? [{ rule: 'diff_name' as const, text: t('password.rules.diff_name'), met: met('diff_name') }]
      : []),
    ...(rules.last_pw > 0
      ? [
          {
            rule: 'last_pw' as const,
            text: t('password.rules.last_pw', { count: rules.last_pw }),
            met: lastPasswordBroken ? false : null,
          },
        ]
      : []),
    {
      rule: 'confirm',
      text: t('password.rules.confirm'),
      met: confirmation.length > 0 && password === confirmation,
    },
  ];

  return (
    <div id={id} className={classes.box} data-testid="password-checklist">
      <Text size="sm" fw={600} mb={6}>
        {t('password.rules.title')}
      </Text>
      <List spacing={4} size="sm" center className={classes.list}>
        {items.map((item) => (
          <List.Item
            key={item.rule}
            data-rule={item.rule}
            data-met={item.met === null ? undefined : String(item.met)}
            className={item.met ? classes.met : item.met === false ? classes.unmet : classes.note}
            icon={
              item.met ? (
                <IconCircleCheck size={18} aria-hidden className={classes.iconMet} />
              ) : item.met === false ? (
                <IconCircleDashed size={18} aria-hidden />
              ) : (
                <IconInfoCircle size={18} aria-hidden />
              )
            }
          >
            {item.text}
            {item.met !== null && (
              <VisuallyHidden>
                {' '}
                {item.met ? t('password.rules.met') : t('password.rules.unmet')}
              </VisuallyHidden>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
