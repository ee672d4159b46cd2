import { INDEX_KINDS, type IndexKind } from '@estante/contract';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { localeFor } from '../../../lib/i18n';
import { useIndexOptions } from '../api/get-index-options';
import { useIndexPage, type IndexPosition } from '../api/get-index-page';
import classes from './index-browser.module.css';
import { numberFormat } from '../../../lib/intl-format';

const DEFAULT_KIND: IndexKind = 'titulo';

/** The index position in the URL: `?tipo=autor&inicio=silva` (and `direcao=anterior` back). */
export function readIndexPosition(params: URLSearchParams): IndexPosition {
  const tipo = INDEX_KINDS.find((kind) => kind === params.get('tipo')) ?? DEFAULT_KIND;
  return {
    tipo,
    termo: params.get('inicio') ?? '',
    direcao: params.get('direcao') === 'anterior' ? 'anterior' : 'proxima',
  };
}

function positionQuery(position: IndexPosition): string {
  const params = new URLSearchParams({ tipo: position.tipo });
  if (position.termo !== '') params.set('inicio', position.termo);
  if (position.direcao === 'anterior') params.set('direcao', 'anterior');
  return `?${params}`;
}

/** A search of the index's own field for one heading (the index kinds are search fields). */
const searchHref = (tipo: IndexKind, heading: string) =>
  `/pesquisa_geral?${new URLSearchParams({ termo: heading, campo: tipo })}`;

/** Browse an index list alphabetically from any term, a page at a time, both ways. */
export function IndexBrowser() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [params, setParams] = useSearchParams();
  const position = readIndexPosition(params);
  const options = useIndexOptions(language);
  const page = useIndexPage(position);
  const [start, setStart] = useState(position.termo);
  const [shownStart, setShownStart] = useState(position.termo);
  const number = numberFormat(localeFor(language));

  // A new start term in the URL (back/forward, a link) fills the box again.
  if (shownStart !== position.termo && position.direcao === 'proxima') {
    setShownStart(position.termo);
    setStart(position.termo);
  }

  const kinds = options.data ?? INDEX_KINDS.map((kind) => ({ codigo: kind, descricao: kind }));
  const kindLabel = kinds.find((kind) => kind.codigo === position.tipo)?.descricao ?? '';

  const go = (next: IndexPosition) => setParams(positionQuery(next));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...position, termo: start.trim(), direcao: 'proxima' });
  };

  const data = page.data;
  let body;
  if (page.isError) {
    body = <QueryError message={t('indexes.error')} onRetry={() => void page.refetch()} />;
  } else if (page.isPending || !data) {
    body = (
      <Stack gap={6} aria-busy="true" aria-label={t('indexes.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={28} />
        ))}
      </Stack>
    );
  } else if (data.itens.length === 0) {
    body = (
      <Text data-testid="index-empty" className={classes.empty}>
        {t('indexes.empty')}
      </Text>
    );
  } else {
    body = (
      <Table
        className={classes.table}
        verticalSpacing={6}
        highlightOnHover
        aria-busy={page.isPlaceholderData ? 'true' : 'false'}
      >
        <caption className={classes.caption}>
          {position.termo === ''
            ? t('indexes.captionStart', { kind: kindLabel })
            : t('indexes.caption', { kind: kindLabel, term: data.itens[0]?.termo ?? '' })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('indexes.heading')}</Table.Th>
            <Table.Th scope="col" className={classes.count}>
              {t('indexes.titles')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.itens.map((item) => (
            <Table.Tr key={item.chave} data-testid="index-heading">
              <Table.Td className={classes.headingCell}>
                <Anchor
                  component={Link}
                  to={searchHref(position.tipo, item.termo)}
                  data-testid="index-heading-link"
                >
                  {item.termo}
                </Anchor>
              </Table.Td>
              <Table.Td className={classes.count} data-testid="index-heading-count">
                {number.format(item.quantidade)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  const previous = data?.anterior ?? null;
  const next = data?.proxima ?? null;

  return (
    <Stack gap="lg">
      <form onSubmit={handleSubmit} className={classes.form} role="search">
        <NativeSelect
          label={t('indexes.kind')}
          value={position.tipo}
          data={kinds.map((kind) => ({ value: kind.codigo, label: kind.descricao }))}
          onChange={(event) =>
            go({
              tipo: INDEX_KINDS.find((kind) => kind === event.currentTarget.value) ?? DEFAULT_KIND,
              termo: start.trim(),
              direcao: 'proxima',
            })
          }
          className={classes.kind}
        />
        <TextInput
          label={t('indexes.start')}
          description={t('indexes.startHint')}
          classNames={{ description: classes.description }}
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
          className={classes.start}
          maxLength={500}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('indexes.go')}
        </Button>
      </form>

      <section aria-labelledby="index-list-title" aria-busy={page.isFetching ? 'true' : 'false'}>
        <h2 id="index-list-title" className={classes.sectionTitle}>
          {t('indexes.listTitle', { kind: kindLabel })}
        </h2>
        {body}
        <nav aria-label={t('indexes.paging')} className={classes.paging}>
          <Group justify="space-between">
            {previous !== null ? (
              <Button
                component={Link}
                to={positionQuery({ ...position, termo: previous, direcao: 'anterior' })}
                variant="default"
                leftSection={<IconChevronLeft size={16} aria-hidden />}
              >
                {t('indexes.previous')}
              </Button>
            ) : (
              <span />
            )}
            {next !== null && (
              <Button
                component={Link}
                to={positionQuery({ ...position, termo: next, direcao: 'proxima' })}
                variant="default"
                rightSection={<IconChevronRight size={16} aria-hidden />}
              >
                {t('indexes.next')}
              </Button>
            )}
          </Group>
        </nav>
      </section>
    </Stack>
  );
}
