import { Alert, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useIssueLoanToken, useLoanToken } from '../api/loan-token';
import { errorText } from './error-text';
import { formatSeconds, useCountdown } from './use-countdown';
import { dateTimeFormat } from '../../../lib/intl-format';

/**
 * Get token (spec §3 loan token): the code for the self-service machine, its QR image, the
 * time left and "ask again", which replaces it.
 */
export function LoanTokenPanel() {
  const { t, i18n } = useTranslation();
  const token = useLoanToken();
  const issue = useIssueLoanToken();
  const seconds = useCountdown(token.data?.valido_ate);

  if (token.isPending) return <Skeleton height={320} radius="md" />;
  if (token.isError)
    return (
      <QueryError
        message={t('circulationDocuments.token.loadError')}
        onRetry={() => void token.refetch()}
      />
    );

  const current = token.data;
  const expired = current !== null && seconds === 0;
  const time = current
    ? dateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' }).format(
        new Date(current.valido_ate),
      )
    : '';

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('circulationDocuments.token.title')}
        </Title>
        <Text>{t('circulationDocuments.token.intro')}</Text>
        {current ? (
          <Group align="center" gap="xl" wrap="wrap">
            <Image
              src={current.qr}
              alt={t('circulationDocuments.token.qrAlt', { code: current.token })}
              w={180}
              h={180}
              fit="contain"
              style={{ opacity: expired ? 0.3 : 1 }}
              data-testid="loan-token-qr"
            />
            <Stack gap={4}>
              <Text size="sm" c="var(--est-muted)" id="loan-token-label">
                {t('circulationDocuments.token.codeLabel')}
              </Text>
              <Text
                aria-labelledby="loan-token-label"
                ff="monospace"
                fz={40}
                fw={700}
                lts={6}
                td={expired ? 'line-through' : undefined}
                data-testid="loan-token-code"
              >
                {current.token}
              </Text>
              <Text size="sm">{t('circulationDocuments.token.validUntil', { time })}</Text>
              {expired ? (
                <Text size="sm" c="red.8" role="status">
                  {t('circulationDocuments.token.expired')}
                </Text>
              ) : (
                <Text size="sm" role="timer" data-testid="loan-token-countdown">
                  {t('circulationDocuments.token.remaining', { time: formatSeconds(seconds) })}
                </Text>
              )}
            </Stack>
          </Group>
        ) : (
          <Text>{t('circulationDocuments.token.none')}</Text>
        )}
        {issue.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errorText(t, issue.error, 'circulationDocuments.token.issueError')}
          </Alert>
        )}
        <Group gap="sm" align="center">
          <Button
            onClick={() => issue.mutate()}
            loading={issue.isPending}
            leftSection={current ? <IconRefresh size={16} aria-hidden /> : undefined}
            data-testid="loan-token-ask"
          >
            {current
              ? t('circulationDocuments.token.askAgain')
              : t('circulationDocuments.token.ask')}
          </Button>
          {current && (
            <Text size="sm" c="var(--est-muted)">
              {t('circulationDocuments.token.askAgainHint')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
