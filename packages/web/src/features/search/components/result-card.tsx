import type { SearchRecord } from '@estante/contract';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OriginalText, originalOf } from '../../../components/original-script';
import { fullTitle } from '../lib/record';
import classes from './search-results.module.css';

/** One title of the cover grid (display mode C). */
export function ResultCard({
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
  return (
    <li className={classes.card} aria-labelledby={headingId} data-testid="result">
      <img
        className={classes.cardCover}
        src={`/api/vinculos/imagem?cod_acervo=${record.cod_acervo}&limite=160`}
        alt={t('searchResults.cover', { title: record.titulo })}
        width={120}
        height={168}
        loading="lazy"
      />
      <h3 className={classes.cardTitle} id={headingId}>
        <Anchor component={Link} to={record.rota} inherit>
          {title}
        </Anchor>
      </h3>
      {originalOf(record.escrita_original, 'titulo').map((field, index) => (
        <Text key={index} className={classes.originalTitle} data-testid="original-title">
          <OriginalText field={field} />
        </Text>
      ))}
      {record.autores[0] && (
        <Text size="xs" className={classes.muted} lineClamp={1}>
          {record.autores[0]}
        </Text>
      )}
      <Text size="xs" className={classes.muted}>
        {[
          record.ano_publicacao === null ? null : String(record.ano_publicacao),
          record.instituicao?.desc_empresa,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {total > 0 && (
        <Text size="xs" className={disponiveis > 0 ? classes.available : classes.unavailable}>
          {t('searchResults.availability', { count: total, available: disponiveis })}
        </Text>
      )}
      {renderActions?.(record)}
    </li>
  );
}
