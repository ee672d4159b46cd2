import { MARC_FORMATS } from '@estante/contract';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { authorityMarcDownloadUrl, useAuthorityMarc } from '../api/get-authority-marc';
import classes from './authority-page.module.css';

/** A blank indicator is shown as `#`, the MARC convention. */
const indicator = (value: string | null) => (value === null ? '' : value.trim() || '#');

/** The MARC tab of an authority: every field with its indicators and subfields, and downloads. */
export function AuthorityMarcTable({
  authorityId,
  heading,
}: {
  authorityId: string;
  heading: string;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAuthorityMarc(authorityId);

  return (
    <section aria-labelledby="authority-marc-heading" aria-busy={isPending}>
      <h2 id="authority-marc-heading" className={classes.sectionHeading}>
        {t('authorities.marc.heading')}
      </h2>
      <Group gap="sm" mb="md" role="group" aria-label={t('authorities.marc.download')}>
        {MARC_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={authorityMarcDownloadUrl(authorityId, format)}
            download
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t(`authorities.marc.formats.${format}`)}
          </Button>
        ))}
      </Group>
      {isPending ? (
        <Skeleton height={280} radius="md" />
      ) : isError ? (
        <QueryError message={t('authorities.marc.error')} onRetry={() => void refetch()} />
      ) : (
        <>
          <div
            className={classes.tableScroll}
            tabIndex={0}
            role="region"
            aria-labelledby="authority-marc-caption"
          >
            <Table className={classes.table} striped verticalSpacing={6}>
              <caption id="authority-marc-caption" className={classes.caption}>
                {t('authorities.marc.caption', { heading })}
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('authorities.marc.tag')}</Table.Th>
                  <Table.Th scope="col">{t('authorities.marc.ind1')}</Table.Th>
                  <Table.Th scope="col">{t('authorities.marc.ind2')}</Table.Th>
                  <Table.Th scope="col">{t('authorities.marc.data')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row" className={classes.mono}>
                    {t('authorities.marc.leader')}
                  </Table.Th>
                  <Table.Td />
                  <Table.Td />
                  <Table.Td className={classes.fixedField}>{data.lider}</Table.Td>
                </Table.Tr>
                {data.campos.map((field, index) => (
                  <Table.Tr key={`${field.tag}-${index}`} data-testid="marc-field">
                    <Table.Th scope="row" className={classes.mono}>
                      {field.tag}
                    </Table.Th>
                    <Table.Td className={classes.mono}>{indicator(field.ind1)}</Table.Td>
                    <Table.Td className={classes.mono}>{indicator(field.ind2)}</Table.Td>
                    <Table.Td className={classes.marcData}>
                      {field.valor !== null ? (
                        <span className={classes.fixedField}>{field.valor}</span>
                      ) : (
                        field.subcampos.map((subfield, position) => (
                          <span key={position}>
                            <span className={classes.subfieldCode}>${subfield.codigo}</span>{' '}
                            {subfield.valor}{' '}
                          </span>
                        ))
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Text size="sm" mt="sm" className={classes.muted}>
            {t('authorities.marc.blankNote')}
            {data.ocultos > 0 && ` ${t('authorities.marc.hidden', { count: data.ocultos })}`}
          </Text>
        </>
      )}
    </section>
  );
}
