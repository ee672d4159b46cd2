import { MARC_FORMATS } from '@estante/contract';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { marcDownloadUrl, useMarc } from '../api/get-marc';
import classes from './title-page.module.css';

/** A blank indicator is shown as `#`, the MARC convention. */
const indicator = (value: string | null) => (value === null ? '' : value.trim() || '#');

/** The MARC tab: every field with its indicators and subfields, and the record's downloads. */
export function MarcTable({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useMarc(titleId);

  return (
    <section aria-labelledby="marc-heading" aria-busy={isPending}>
      <h2 id="marc-heading" className={classes.sectionHeading}>
        {t('titles.marc.heading')}
      </h2>
      <Group gap="sm" mb="md" role="group" aria-label={t('titles.marc.download')}>
        {MARC_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={marcDownloadUrl(titleId, format)}
            download
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t(`titles.marc.formats.${format}`)}
          </Button>
        ))}
      </Group>
      {isPending ? (
        <Skeleton height={320} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.marc.error')} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className={classes.tableScroll} tabIndex={0}>
            <Table className={classes.table} striped verticalSpacing={6}>
              <caption className={classes.caption}>{t('titles.marc.caption', { title })}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('titles.marc.tag')}</Table.Th>
                  <Table.Th scope="col">{t('titles.marc.ind1')}</Table.Th>
                  <Table.Th scope="col">{t('titles.marc.ind2')}</Table.Th>
                  <Table.Th scope="col">{t('titles.marc.data')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row" className={classes.mono}>
                    {t('titles.marc.leader')}
                  </Table.Th>
                  <Table.Td />
                  <Table.Td />
                  <Table.Td className={classes.mono}>{data.lider}</Table.Td>
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
                          <span key={position} className={classes.subfield}>
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
            {t('titles.marc.blankNote')}
            {data.ocultos > 0 && ` ${t('titles.marc.hidden', { count: data.ocultos })}`}
          </Text>
        </>
      )}
    </section>
  );
}
