import type { PrivacySettings, StoredSearch } from '@estante/contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CirculationTable, type Column } from '../../../components/circulation-table';
import classes from '../../../components/circulation.module.css';
import { QueryError } from '../../../components/query-error';
import { ApiRequestError } from '../../../lib/api-client';
import { localeFor } from '../../../lib/i18n';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';
import {
  clearServerHistory,
  deleteSavedSearch,
  privacyKey,
  setSearchHistory,
  usePrivacySettings,
  useSavedSearches,
  useServerHistory,
} from '../api/privacy';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : String(error);

/** The words of a stored search, as the history shows them. */
export function searchTerm(search: Pick<StoredSearch, 'pesquisa'>): string {
  const termo = search.pesquisa.termo;
  return typeof termo === 'string' ? termo : '';
}

function useSearchColumns(onDelete?: (search: StoredSearch) => void): Column<StoredSearch>[] {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.resolvedLanguage ?? 'pt');
  const columns: Column<StoredSearch>[] = [
    {
      header: t('savedItems.columns.search'),
      cell: (search) => (
        <Anchor component={Link} to={search.url} className={classes.titleLink}>
          {search.nome ?? (searchTerm(search) || t('savedItems.noTerm'))}
        </Anchor>
      ),
    },
    {
      header: t('savedItems.columns.count'),
      cell: (search) => numberFormat(locale).format(search.total),
      money: true,
    },
    {
      header: t('savedItems.columns.date'),
      cell: (search) => (
        <time dateTime={search.data}>
          {dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
            new Date(search.data),
          )}
        </time>
      ),
      nowrap: true,
    },
  ];
  if (onDelete) {
    columns.push({
      header: t('savedItems.columns.actions'),
      cell: (search) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={search.url}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            aria-label={t('savedItems.rerunLabel', { name: search.nome ?? '' })}
          >
            {t('savedItems.rerun')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('savedItems.deleteLabel', { name: search.nome ?? '' })}
            onClick={() => onDelete(search)}
            data-testid="saved-search-delete"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    });
  }
  return columns;
}

/**
 * The Saved items tab (spec §2; docs/privacy.md): the patron's saved searches, and the search
 * history on the server — off unless the patron turns it on, kept for the days shown.
 */
export function SavedItemsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useSavedSearches();
  const settings = usePrivacySettings();
  const historyOn = settings.data?.historico_pesquisa === true;
  const history = useServerHistory(historyOn);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const savedColumns = useSearchColumns((search) => {
    setProblem(null);
    deleteSavedSearch(search.id)
      .then(() => queryClient.invalidateQueries({ queryKey: privacyKey }))
      .catch((error: unknown) => setProblem(errorText(error)));
  });
  const historyColumns = useSearchColumns();

  const toggle = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    const key = [...privacyKey, 'opcoes'];
    const before = queryClient.getQueryData<PrivacySettings>(key);
    // The switch moves at once; it moves back if the server refuses.
    if (before) queryClient.setQueryData(key, { ...before, historico_pesquisa: on });
    try {
      queryClient.setQueryData(key, await setSearchHistory(on));
      await queryClient.invalidateQueries({ queryKey: [...privacyKey, 'historico'] });
    } catch (error) {
      if (before) queryClient.setQueryData(key, before);
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="saved-items-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('savedItems.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('savedItems.intro')}
      </Text>
      {problem && (
        <Alert color="yellow" variant="light" mb="md" role="alert">
          {problem}
        </Alert>
      )}

      <Title order={3} className={classes.sectionTitle}>
        {t('savedItems.savedTitle')}
      </Title>
      {saved.isPending ? (
        <Skeleton height={120} radius="md" mt="sm" />
      ) : saved.isError ? (
        <QueryError message={t('savedItems.error')} onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <Text size="sm" mt="xs" data-testid="saved-searches-empty">
          {t('savedItems.savedEmpty')}{' '}
          <Anchor component={Link} to="/historico">
            {t('savedItems.goHistory')}
          </Anchor>
        </Text>
      ) : (
        <CirculationTable
          id="saved-searches-caption"
          caption={t('savedItems.savedCaption', { count: saved.data.length })}
          columns={savedColumns}
          items={saved.data}
          rowKey={(search) => search.id}
          mt="xs"
          testId="saved-searches"
        />
      )}

      <Title order={3} className={classes.sectionTitle} mt="xl">
        {t('savedItems.historyTitle')}
      </Title>
      {settings.isPending ? (
        <Skeleton height={40} radius="md" mt="sm" />
      ) : settings.isError ? (
        <QueryError message={t('savedItems.error')} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Switch
            mt="sm"
            checked={historyOn}
            disabled={busy}
            onChange={(event) => void toggle(event.currentTarget.checked)}
            label={t('savedItems.historySwitch', { days: settings.data.retencao_dias })}
            aria-describedby="server-history-help"
            data-testid="server-history-switch"
          />
          <Text id="server-history-help" size="sm" className={classes.muted} mt={4}>
            {t('savedItems.historyHelp')}
          </Text>
          {historyOn && history.data && history.data.length > 0 && (
            <>
              <CirculationTable
                id="server-history-caption"
                caption={t('savedItems.historyCaption', { count: history.data.length })}
                columns={historyColumns}
                items={history.data}
                rowKey={(search) => search.id}
                mt="md"
                testId="server-history"
              />
              <Button
                mt="sm"
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => {
                  setProblem(null);
                  clearServerHistory()
                    .then(() => queryClient.invalidateQueries({ queryKey: privacyKey }))
                    .catch((error: unknown) => setProblem(errorText(error)));
                }}
              >
                {t('savedItems.clearHistory')}
              </Button>
            </>
          )}
          {historyOn && history.data?.length === 0 && (
            <Text size="sm" mt="sm">
              {t('savedItems.historyEmpty')}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
