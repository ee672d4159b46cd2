import type { PersonLogin } from '@estante/contract';
import { Radio, Stack, Text } from '@mantine/core';
import classes from './login-chooser.module.css';

/**
 * A person's logins as radio cards (the sign-in chooser and Exchange users): description, then
 * code · category, with `currentLabel` after the one in use. `disabled` greys a card out.
 */
export function LoginOptions({
  logins,
  value,
  onChange,
  legend,
  valueOf,
  isCurrent,
  currentLabel,
  disabled = () => false,
  testId,
}: {
  logins: PersonLogin[];
  value: string;
  onChange: (value: string) => void;
  legend: string;
  valueOf: (login: PersonLogin) => string;
  isCurrent: (login: PersonLogin) => boolean;
  currentLabel: string;
  disabled?: (login: PersonLogin) => boolean;
  testId: string;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={legend}
      classNames={{ label: classes.legend }}
    >
      <Stack gap="xs" mt="xs">
        {logins.map((login) => (
          <Radio.Card
            key={`${login.base}\u0000${login.codigo}`}
            value={valueOf(login)}
            disabled={disabled(login)}
            className={classes.card}
            data-testid={testId}
          >
            <div className={classes.cardInner}>
              <Radio.Indicator aria-hidden disabled={disabled(login)} />
              <div>
                <Text fw={600} className={classes.cardTitle}>
                  {login.descricao}
                </Text>
                <Text size="sm" className={classes.cardDetail}>
                  {login.codigo} · {login.categoria}
                  {isCurrent(login) ? ` ${currentLabel}` : ''}
                </Text>
              </div>
            </div>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
