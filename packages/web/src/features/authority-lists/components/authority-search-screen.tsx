import { AUTHORITY_SEARCH_KINDS, type AuthorityResult } from '@estante/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiRequestError } from '../../../lib/api-client';
import { localeFor } from '../../../lib/i18n';
import { useAuthorityKinds } from '../api/get-authority-kinds';
import { useAuthoritySearch, type AuthorityQuery } from '../api/get-authority-search';
import classes from './authority-search-screen.module.css';
import { numberFormat } from '../../../lib/intl-format';

function readQuery(params: URLSearchParams): AuthorityQuery {
  const page = Number(params.get('pagina'));
  return {
    termo: params.get('termo')?.trim() ?? '',
    tipo: AUTHORITY_SEARCH_KINDS.find((kind) => kind === params.get('tipo')) ?? 'todos',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeQuery(query: AuthorityQuery): URLSearchParams {
  const params = new URLSearchParams({ termo: query.termo });
  if (query.tipo !== 'todos') params.set('tipo', query.tipo);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params;
}

function References({ label, items, testId }: { label: string; items: string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div className={classes.references}>
      <Text component="span" size="sm" fw={600}>
        {label}
      </Text>{' '}
      <ul className={classes.referenceList}>
        {items.map((item) => (
          <li key={item} data-testid={testId}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthorityItem({ authority, locale }: { authority: AuthorityResult; locale: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" className={classes.item} data-testid="authority">
      <div className={classes.itemHead}>
        <Title order={3} className={classes.heading}>
          <Anchor component={Link} to={`/autoridade/${authority.cod_autoridade}`}>
            {authority.cabecalho}
          </Anchor>
        </Title>
        <Badge variant="light" radius="sm" className={classes.kind} data-testid="authority-kind">
          {authority.desc_tipo}
        </Badge>
      </div>
      <References
        label={t('authorityLists.see')}
        items={authority.remissivas_ver}
        testId="authority-see"
      />
      <References
        label={t('authorityLists.seeAlso')}
        items={authority.remissivas_ver_tambem}
        testId="authority-see-also"
      />
      <Text size="sm" className={classes.count} data-testid="authority-titles">
        {t('authorityLists.titles', {
          count: authority.qtd_titulos,
          formatted: numberFormat(locale).format(authority.qtd_titulos),
        })}
      </Text>
    </Paper>
  );
}

/** A completed authority search, as the history logs it. */
export interface AuthoritySearchDone {
  termo: string;
  /** The kind searched, in the reader's language; `todos` for every kind. */
  tipo: string;
  total: number;
}

/**
 * The `autoridades` tab (`/autoridades?termo=&tipo=`): search the authority file by kind,
 * with see and see-also references; each heading opens its authority record. `tabs` is
 * shown above the form (the search tabs, passed in by the route).
 */
export function AuthoritySearchScreen({
  tabs,
  onResults,
}: {
  tabs?: ReactNode;
  /** Called once per completed search (the search history logs it). */
  onResults?: (search: AuthoritySearchDone) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const locale = localeFor(language);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const kinds = useAuthorityKinds(language);
  const results = useAuthoritySearch(query, language);
  const kindLabel =
    query.tipo === 'todos'
      ? 'todos'
      : (kinds.data?.find((option) => option.codigo === query.tipo)?.descricao ?? query.tipo);
  const done = results.data && !results.isPlaceholderData ? results.data : undefined;
  useEffect(() => {
    if (done && query.termo !== '') {
      onResults?.({ termo: query.termo, tipo: kindLabel, total: done.total });
    }
    // Once per answer: the kind's label arriving later is no new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  const [term, setTerm] = useState(query.termo);
  const [shownTerm, setShownTerm] = useState(query.termo);
  const [kind, setKind] = useState<string>(query.tipo);
  const [shownKind, setShownKind] = useState<string>(query.tipo);
  const [missing, setMissing] = useState(false);

  // Back and forward change the URL: the form follows it.
  if (shownTerm !== query.termo || shownKind !== query.tipo) {
    setShownTerm(query.termo);
    setTerm(query.termo);
    setShownKind(query.tipo);
    setKind(query.tipo);
  }

  const kindData = (
    kinds.data ?? AUTHORITY_SEARCH_KINDS.map((k) => ({ codigo: k, descricao: k }))
  ).map((option) => ({ value: option.codigo, label: option.descricao }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const termo = term.trim();
    setMissing(termo === '');
    if (termo === '') return;
    setParams(
      writeQuery({
        termo,
        tipo: AUTHORITY_SEARCH_KINDS.find((k) => k === kind) ?? 'todos',
        page: 1,
      }),
    );
  };

  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  let body: ReactNode = null;
  if (query.termo === '') {
    body = <Text className={classes.hint}>{t('authorityLists.hint')}</Text>;
  } else if (results.isError) {
    const error = results.error;
    body = (
      <QueryError
        message={error instanceof ApiRequestError ? error.message : t('authorityLists.error')}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (results.isPending || !data) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('authorityLists.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (data.total === 0) {
    body = (
      <Alert
        variant="light"
        color="gray"
        icon={<IconSearchOff aria-hidden />}
        title={t('authorityLists.emptyTitle')}
        data-testid="authority-empty"
      >
        {t('authorityLists.empty')}
      </Alert>
    );
  } else {
    body = (
      <ol
        className={classes.list}
        aria-label={t('authorityLists.listLabel')}
        aria-busy={results.isPlaceholderData ? 'true' : 'false'}
      >
        {data.data.map((authority) => (
          <AuthorityItem key={authority.cod_autoridade} authority={authority} locale={locale} />
        ))}
      </ol>
    );
  }

  return (
    <>
      <div className={classes.hero}>
        <Container size="xl" className={classes.heroInner}>
          {tabs}
          <Title order={1} className={classes.title}>
            {t('authorityLists.title')}
          </Title>
          <form onSubmit={handleSubmit} className={classes.form} role="search" noValidate>
            <NativeSelect
              label={t('authorityLists.kind')}
              value={kind}
              data={kindData}
              onChange={(event) => setKind(event.currentTarget.value)}
              className={classes.kindSelect}
              classNames={{ label: classes.label }}
            />
            <TextInput
              label={t('authorityLists.term')}
              value={term}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('authorityLists.required') : undefined}
              className={classes.term}
              classNames={{ label: classes.label, error: classes.error, input: classes.input }}
              maxLength={500}
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              vars={() => ({
                root: {
                  '--button-bg': '#f2c14e',
                  '--button-hover': '#e6b23a',
                  '--button-color': '#1b2a2f',
                },
              })}
            >
              {t('authorityLists.submit')}
            </Button>
          </form>
        </Container>
      </div>
      <Container size="xl" className={classes.content}>
        <section
          aria-labelledby="authority-results-title"
          aria-busy={results.isFetching ? 'true' : 'false'}
        >
          <Title
            order={2}
            id="authority-results-title"
            className={classes.summary}
            aria-live="polite"
          >
            {query.termo === '' || !data
              ? t('authorityLists.resultsTitle')
              : t('authorityLists.count', {
                  count: data.total,
                  formatted: numberFormat(locale).format(data.total),
                  term: query.termo,
                })}
          </Title>
          {body}
          {data && data.total > data.page_size && (
            <nav aria-label={t('authorityLists.pagination')} className={classes.pagination}>
              <Pagination
                total={pages}
                value={Math.min(query.page, pages)}
                onChange={(page) => {
                  setParams(writeQuery({ ...query, page }));
                  window.scrollTo({ top: 0 });
                }}
                siblings={1}
                getControlProps={(control) => ({
                  'aria-label': t(`authorityLists.page.${control}`),
                })}
                getItemProps={(page) => ({
                  'aria-label': t('authorityLists.page.number', { page }),
                })}
              />
            </nav>
          )}
        </section>
      </Container>
    </>
  );
}
