import type { CountedOption } from '@estante/contract';
import { Anchor, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArchiveOptions } from '../api/get-tab-options';
import { searchPath } from '../lib/search-url';
import classes from './search-box.module.css';
import { numberFormat } from '../../../lib/intl-format';

type ArchiveParameter = 'fundo' | 'serie_arquivo' | 'tipo_registro';

function OptionList({
  id,
  heading,
  options,
  parameter,
}: {
  id: string;
  heading: string;
  options: CountedOption[];
  /** The search parameter an option sets: each option lists its records. */
  parameter: ArchiveParameter;
}) {
  const { i18n } = useTranslation();
  const number = numberFormat(i18n.resolvedLanguage);
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={4}>
        {heading}
      </Title>
      <ul className={classes.archiveList}>
        {options.map((option) => (
          <li key={option.codigo}>
            <Anchor component={Link} to={searchPath('arquivo', { [parameter]: option.codigo })}>
              {option.descricao}
            </Anchor>
            <Text component="span" size="sm" className={classes.count}>
              {number.format(option.total)}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the archive holds (`/consulta/opcoes-arquivo`): fonds, series and record types, each a
 * link listing its records.
 */
export function ArchiveOverview() {
  const { t } = useTranslation();
  const { data, isPending } = useArchiveOptions();
  return (
    <section
      className={classes.panel}
      aria-labelledby="archive-heading"
      data-testid="archive-overview"
    >
      <Title order={2} size="h4" id="archive-heading" mb="xs">
        {t('search.archive.heading')}
      </Title>
      {isPending || !data ? (
        <Skeleton height={80} aria-hidden />
      ) : (
        <div className={classes.archiveLists}>
          <OptionList
            id="archive-fonds"
            heading={t('search.archive.fonds')}
            options={data.fundos}
            parameter="fundo"
          />
          <OptionList
            id="archive-series"
            heading={t('search.archive.series')}
            options={data.series}
            parameter="serie_arquivo"
          />
          <OptionList
            id="archive-types"
            heading={t('search.archive.types')}
            options={data.tipos}
            parameter="tipo_registro"
          />
        </div>
      )}
    </section>
  );
}
