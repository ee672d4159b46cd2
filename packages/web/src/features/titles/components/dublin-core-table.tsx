import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { dublinCoreXmlUrl, useDublinCore } from '../api/get-dublin-core';
import classes from './title-page.module.css';

/** The Dublin Core tab: the crosswalk's elements and the MARC field each came from. */
export function DublinCoreTable({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useDublinCore(titleId);

  return (
    <section aria-labelledby="dublin-core-heading" aria-busy={isPending}>
      <h2 id="dublin-core-heading" className={classes.sectionHeading}>
        {t('titles.dublinCore.heading')}
      </h2>
      <Text mb="md">
        <Anchor href={dublinCoreXmlUrl(titleId)} target="_blank" rel="noopener noreferrer">
          {t('titles.dublinCore.xml')}
          <span className={classes.visuallyHidden}> {t('app.opensInNewTab')}</span>
        </Anchor>
      </Text>
      {isPending ? (
        <Skeleton height={280} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.dublinCore.error')} onRetry={() => void refetch()} />
      ) : data.elementos.length === 0 ? (
        <Text>{t('titles.dublinCore.empty')}</Text>
      ) : (
        <div className={classes.tableScroll} tabIndex={0}>
          <Table className={classes.table} striped verticalSpacing={6}>
            <caption className={classes.caption}>
              {t('titles.dublinCore.caption', { title })}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('titles.dublinCore.element')}</Table.Th>
                <Table.Th scope="col">{t('titles.dublinCore.value')}</Table.Th>
                <Table.Th scope="col">{t('titles.dublinCore.origin')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.elementos.map((element, index) => (
                <Table.Tr key={`${element.elemento}-${index}`} data-testid="dc-element">
                  <Table.Th scope="row" className={classes.mono}>
                    dc:{element.elemento}
                  </Table.Th>
                  <Table.Td>{element.valor}</Table.Td>
                  <Table.Td className={classes.mono}>
                    {element.origem === 'leader' ? t('marc.leader') : element.origem}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
