import type { SearchRecord } from '@estante/contract';
import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { IconAccessible, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OriginalText, originalOf } from '../../../components/original-script';
import { fullTitle, isNetworkRecord } from '../lib/record';
import classes from './search-results.module.css';

function Availability({ record }: { record: SearchRecord }) {
  const { t } = useTranslation();
  const { disponiveis, total } = record.disponibilidade;
  if (total === 0) {
    return (
      <Text size="sm" className={classes.muted}>
        {t('searchResults.noCopies')}
      </Text>
    );
  }
  return (
    <Text size="sm" className={disponiveis > 0 ? classes.available : classes.unavailable}>
      {t('searchResults.availability', { count: total, available: disponiveis })}
    </Text>
  );
}

/** One title of the results list (display mode D). */
export function ResultItem({
  record,
  renderActions,
}: {
  record: SearchRecord;
  /** Actions another feature shows under the title (the basket's toggle). */
  renderActions?: (record: SearchRecord) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `result-${record.cod_acervo}`;
  const title = fullTitle(record);
  const authors = record.autores.length > 0 ? record.autores : [];
  const originalAuthors = originalOf(record.escrita_original, 'autor');

  return (
    <li className={classes.item} aria-labelledby={headingId} data-testid="result">
      <img
        className={classes.cover}
        src={`/api/vinculos/imagem?cod_acervo=${record.cod_acervo}&limite=80`}
        alt={t('searchResults.cover', { title: record.titulo })}
        width={80}
        height={112}
        loading="lazy"
      />
      <div className={classes.itemBody}>
        <Title order={3} className={classes.itemTitle} id={headingId}>
          <Anchor component={Link} to={record.rota} inherit>
            {title}
          </Anchor>
        </Title>
        {originalOf(record.escrita_original, 'titulo').map((field, index) => (
          <Text
            key={index}
            size="sm"
            className={classes.originalTitle}
            data-testid="original-title"
          >
            <OriginalText field={field} />
          </Text>
        ))}
        {record.instituicao && (
          <Text size="sm" fw={600} data-testid="institution">
            {`${t('searchResults.institution')}: ${record.instituicao.desc_empresa}`}
          </Text>
        )}
        {authors.length + originalAuthors.length > 0 && (
          <Text size="sm">
            <span className={classes.srOnly}>{`${t('searchResults.authors')}: `}</span>
            {authors.join('; ')}
            {originalAuthors.map((field, index) => (
              <span key={index}>
                {authors.length + index > 0 && '; '}
                <OriginalText field={field} />
              </span>
            ))}
          </Text>
        )}
        <Text size="sm" className={classes.muted}>
          {[
            record.tipo_obra ?? record.desc_tipo_obra,
            record.ano_publicacao === null ? null : String(record.ano_publicacao),
            record.editora,
            record.chamada === null ? null : `${t('searchResults.callNumber')} ${record.chamada}`,
          ]
            .filter((part): part is string => Boolean(part))
            .join(' · ')}
        </Text>
        {!isNetworkRecord(record) && <Availability record={record} />}
        {record.bibliografia && (
          <Group gap="xs" mt={4}>
            <Badge variant="outline" color="dark" data-testid="badge-bibliography">
              {t(`searchResults.bibliography.${record.bibliografia}`)}
            </Badge>
          </Group>
        )}
        {(record.acesso_remoto === 'cr' || record.possui_acessibilidade === 'S') && (
          <Group gap="xs" mt={4}>
            {record.acesso_remoto === 'cr' && (
              <Badge
                variant="filled"
                color="teal.9"
                leftSection={<IconWorld size={12} aria-hidden />}
                data-testid="badge-online"
              >
                {t('searchResults.online')}
              </Badge>
            )}
            {record.possui_acessibilidade === 'S' && (
              <Badge
                variant="filled"
                color="indigo.9"
                leftSection={<IconAccessible size={12} aria-hidden />}
                data-testid="badge-accessible"
              >
                {t('searchResults.accessible')}
              </Badge>
            )}
          </Group>
        )}
        {renderActions && <Group mt={6}>{renderActions(record)}</Group>}
      </div>
    </li>
  );
}
