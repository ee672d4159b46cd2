import type { WorkPosting } from '@estante/contract';
import { Alert, Button, Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../components/circulation.module.css';
import { QueryError } from '../../components/query-error';
import { ApiRequestError, apiCall, apiGet } from '../../lib/api-client';

/**
 * The Paper post tab (spec §2, §7 POST /pessoas/postagem-trabalho/redirect): the institution's
 * work-posting system, opened in a new tab already signed in through a one-use redirect token.
 */
export function PaperPostPanel() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const system = useQuery({
    queryKey: ['parametros', 'postagem-trabalho'],
    queryFn: ({ signal }) => apiGet<WorkPosting>('/parametros/postagem-trabalho', { signal }),
  });

  const open = async () => {
    setProblem(null);
    setOpening(true);
    // Opened now, while the click still counts: a window opened after the call is blocked.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await apiCall<{ url: string }>('/pessoas/postagem-trabalho/redirect', {
        method: 'POST',
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setProblem(error instanceof ApiRequestError ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="paper-post-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('paperPost.title')}
      </Title>
      {system.isPending ? (
        <Skeleton height={80} radius="md" mt="md" />
      ) : system.isError ? (
        <QueryError message={t('paperPost.error')} onRetry={() => void system.refetch()} />
      ) : system.data.ativo ? (
        <>
          <Text size="sm" mt={4} mb="md">
            {t('paperPost.intro', { name: system.data.nome ?? t('paperPost.system') })}
          </Text>
          {problem && (
            <Alert color="yellow" variant="light" mb="md" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            onClick={() => void open()}
            loading={opening}
            rightSection={<IconExternalLink size={16} aria-hidden />}
            data-testid="paper-post-open"
          >
            {t('paperPost.open', { name: system.data.nome ?? t('paperPost.system') })}
            <VisuallyHidden>{t('paperPost.newTab')}</VisuallyHidden>
          </Button>
        </>
      ) : (
        <Alert color="gray" variant="light" mt="md" data-testid="paper-post-off">
          {t('paperPost.off')}
        </Alert>
      )}
    </Paper>
  );
}
