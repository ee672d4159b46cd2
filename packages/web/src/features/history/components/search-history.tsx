import { ActionIcon, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistoryOff, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '../../../lib/i18n';
import { SaveSearchButton } from '../../privacy/components/save-search-button';
import { useSearchHistory, type HistoryEntry } from '../hooks/use-search-history';
import classes from './search-history.module.css';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The words searched: the simple term, or the advanced rows joined by their operators. */
function termOf(entry: HistoryEntry): string {
  const { termo, linhas } = entry.pesquisa;
  if (termo !== '') return termo;
  return linhas
    .map((linha, index) => (index === 0 ? linha.termo : `${linha.operador} ${linha.termo}`))
    .join(' ');
}

function EntryRow({ entry, locale }: { entry: HistoryEntry; locale: string }) {
  const { t } = useTranslation();
  const remove = useSearchHistory((state) => state.remove);
  const term = termOf(entry);
  const shown = term === '' ? t('history.noTerm') : term;
  const { guia, campo, filtros } = entry.pesquisa;
  const date = new Date(entry.data);

  return (
    <Table.Tr data-testid="history-entry">
      <Table.Th scope="row" className={classes.cell} data-label={t('history.columns.term')}>
        <div>
          <span className={classes.term} data-testid="history-term">
            {shown}
          </span>
          {campo !== 'todos' && (
            <Text size="xs" component="span" className={classes.field}>
              {t('history.inField', {
                field: t(`history.fields.${campo}` as 'history.fields.titulo', {
                  defaultValue: campo,
                }),
              })}
            </Text>
          )}
        </div>
      </Table.Th>
      <Table.Td className={classes.cell} data-label={t('history.columns.tab')}>
        {t(`searchTabs.${guia}` as 'searchTabs.pesquisa_geral', { defaultValue: guia })}
      </Table.Td>
      <Table.Td className={classes.cell} data-label={t('history.columns.filters')}>
        {filtros.length === 0 ? (
          <Text size="sm" component="span" className={classes.muted}>
            {t('history.noFilters')}
          </Text>
        ) : (
          <ul className={classes.filters}>
            {filtros.map((filtro) => (
              <li key={`${filtro.tipo}:${filtro.codigo}`}>
                {`${t(`searchResults.facets.${filtro.tipo}` as 'searchResults.facets.T', {
                  defaultValue: filtro.tipo,
                })}: ${filtro.codigo}`}
              </li>
            ))}
          </ul>
        )}
      </Table.Td>
      <Table.Td
        className={`${classes.cell} ${classes.number}`}
        data-label={t('history.columns.count')}
        data-testid="history-count"
      >
        {numberFormat(locale).format(entry.total)}
      </Table.Td>
      <Table.Td className={classes.cell} data-label={t('history.columns.date')}>
        <time dateTime={entry.data}>
          {dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date)}
        </time>
      </Table.Td>
      <Table.Td className={classes.cell} data-label={t('history.columns.actions')}>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={entry.url}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            aria-label={t('history.rerunLabel', { term: shown })}
          >
            {t('history.rerun')}
          </Button>
          <SaveSearchButton
            label={shown}
            search={{
              nome: shown,
              url: entry.url,
              consulta_id: entry.consultaId,
              base: entry.base,
              total: entry.total,
              pesquisa: entry.pesquisa,
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('history.deleteLabel', { term: shown })}
            onClick={() => remove(entry.id)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The searches of this browser, newest first: re-run, delete one, or clear them all. */
export function SearchHistory() {
  const { t, i18n } = useTranslation();
  const entries = useSearchHistory((state) => state.entries);
  const clear = useSearchHistory((state) => state.clear);
  const [confirming, confirm] = useDisclosure(false);
  const locale = localeFor(i18n.resolvedLanguage ?? 'pt');

  if (entries.length === 0) {
    return (
      <Stack align="flex-start" gap="xs" className={classes.empty} data-testid="history-empty">
        <IconHistoryOff size={32} aria-hidden className={classes.emptyIcon} />
        <Text fw={600}>{t('history.emptyTitle')}</Text>
        <Text size="sm">{t('history.empty')}</Text>
        <Anchor component={Link} to="/">
          {t('history.goSearch')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text size="sm" className={classes.muted}>
          {t('history.kept', { count: entries.length })}
        </Text>
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirm.open}
        >
          {t('history.clear')}
        </Button>
      </Group>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
        <caption className={classes.caption}>{t('history.caption')}</caption>
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th scope="col">{t('history.columns.term')}</Table.Th>
            <Table.Th scope="col">{t('history.columns.tab')}</Table.Th>
            <Table.Th scope="col">{t('history.columns.filters')}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('history.columns.count')}
            </Table.Th>
            <Table.Th scope="col">{t('history.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('history.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} locale={locale} />
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={confirming}
        title={t('history.confirmTitle')}
        cancelLabel={t('history.cancel')}
        confirmLabel={t('history.confirmClear')}
        onCancel={confirm.close}
        onConfirm={() => {
          clear();
          confirm.close();
        }}
      >
        <Text size="sm">{t('history.confirmBody', { count: entries.length })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
