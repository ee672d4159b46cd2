import type { Suggestion } from '@estante/contract';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/circulation-alerts';
import { useWithdrawSuggestion } from '../api/suggestions';
import { suggestionErrorMessage } from '../lib/suggestion-error';

/** Statuses a patron may still withdraw (nothing asked of a supplier yet; as the server). */
const WITHDRAWABLE: readonly Suggestion['situacao'][] = [
  'pre_suggestion',
  'purchase_suggestion',
  'already_exists',
];

/** Withdraws a suggestion after the patron confirms it, in place (no dialog to trap focus). */
export function WithdrawSuggestion({ suggestion }: { suggestion: Suggestion }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdrawSuggestion();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!WITHDRAWABLE.includes(suggestion.situacao)) return null;
  if (!confirming)
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        mt={4}
        onClick={() => setConfirming(true)}
        aria-label={t('acquisition.withdraw.buttonFor', { title: suggestion.titulo })}
        data-testid="suggestion-withdraw"
      >
        {t('acquisition.withdraw.button')}
      </Button>
    );
  return (
    <div
      role="group"
      aria-label={t('acquisition.withdraw.confirmFor', { title: suggestion.titulo })}
    >
      <Text size="sm" mt={4}>
        {t('acquisition.withdraw.question')}
      </Text>
      <Group gap="xs" mt={4}>
        <Button
          size="compact-sm"
          color="red.9"
          loading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(suggestion.cod_sugestao, {
              onError: (error) =>
                setProblem(suggestionErrorMessage(error, t, i18n.resolvedLanguage ?? 'pt')),
            })
          }
          data-testid="suggestion-withdraw-confirm"
        >
          {t('acquisition.withdraw.confirm')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
          {t('acquisition.withdraw.keep')}
        </Button>
      </Group>
      {problem && <ProblemAlert>{problem}</ProblemAlert>}
    </div>
  );
}
