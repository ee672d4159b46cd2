import { List, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useContents } from '../api/get-contents';
import { EmptyState, TabHeading } from './tab-parts';
import classes from './title-tabs.module.css';
import { dateTimeFormat } from '../../../lib/intl-format';

/**
 * The contents tabs: `serial` lists the tables of contents of the serial's issues
 * (`/sumarios`), `book` the book's own contents from MARC 505 (`/sumarios-livros`).
 */
export function TitleContents({
  titleId,
  kind,
  fallback = [],
}: {
  titleId: string;
  kind: 'serial' | 'book';
  /** The book's contents from the title record, shown when the API has none. */
  fallback?: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useContents(titleId);
  const headingId = `${kind}-contents-heading`;
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const book = data && data.livro.length > 0 ? data.livro : fallback;
  const issues = (data?.fasciculos ?? []).filter((issue) => issue.sumario.length > 0);

  return (
    <section aria-labelledby={headingId} aria-busy={isPending}>
      <TabHeading id={headingId}>{t(`titles.contents.${kind}.heading`)}</TabHeading>
      {isPending ? (
        <Skeleton height={200} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.contents.error')} onRetry={() => void refetch()} />
      ) : kind === 'book' ? (
        book.length === 0 ? (
          <EmptyState>{t('titles.contents.book.empty')}</EmptyState>
        ) : (
          <List type="ordered" className={classes.contentsList} data-testid="book-contents">
            {book.map((part, index) => (
              <List.Item key={index}>{part}</List.Item>
            ))}
          </List>
        )
      ) : issues.length === 0 ? (
        <EmptyState>{t('titles.contents.serial.empty')}</EmptyState>
      ) : (
        <div data-testid="serial-contents">
          {issues.map((issue) => (
            <article key={issue.codPar} className={classes.issue} data-testid="contents-issue">
              <h3>
                {[issue.volume, issue.numero].filter(Boolean).join(', ') || issue.ano}
                {issue.data_publicacao && (
                  <span className={classes.muted}>
                    {' '}
                    ({dateFormat.format(new Date(issue.data_publicacao))})
                  </span>
                )}
              </h3>
              <List type="ordered" className={classes.contentsList}>
                {issue.sumario.map((entry, index) => (
                  <List.Item key={index}>{entry}</List.Item>
                ))}
              </List>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
