import type { SearchRecord } from '@estante/contract';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OriginalText, originalOf } from '../../../components/original-script';
import { fullTitle } from '../lib/record';
import classes from './search-results.module.css';

/** One title of the plain list (display mode L): title, first author, year, availability. */
export function ResultLine({
  record,
  renderActions,
}: {
  record: SearchRecord;
  renderActions?: (record: SearchRecord) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `result-${record.cod_acervo}`;
  const title = fullTitle(record);
  const { disponiveis, total } = record.disponibilidade;
  const details = [
    record.autores[0],
    record.ano_publicacao === null ? null : String(record.ano_publicacao),
    record.instituicao?.desc_empresa,
    total > 0 ? t('searchResults.availability', { count: total, available: disponiveis }) : null,
  ].filter(Boolean);
  return (
    <li className={classes.line} aria-labelledby={headingId} data-testid="result">
      <h3 className={classes.lineTitle} id={headingId}>
        <Anchor component={Link} to={record.rota} inherit>
          {title}
        </Anchor>
      </h3>
      {originalOf(record.escrita_original, 'titulo').map((field, index) => (
        <span key={index} className={classes.lineDetails} data-testid="original-title">
          <OriginalText field={field} />
        </span>
      ))}
      {details.length > 0 && <span className={classes.lineDetails}>{details.join(' · ')}</span>}
      {renderActions?.(record)}
    </li>
  );
}
