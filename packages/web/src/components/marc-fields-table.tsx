import type { MarcView } from '@estante/contract';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './marc-fields-table.module.css';

/** A blank indicator is shown as `#`, the MARC convention. */
const indicator = (value: string | null) => (value === null ? '' : value.trim() || '#');

/**
 * Every field of a MARC record (title or authority) with its indicators and subfields, the
 * leader first, and a note on blank indicators and hidden local fields.
 */
export function MarcFieldsTable({
  record,
  caption,
  captionId,
}: {
  record: MarcView;
  caption: string;
  captionId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.tableScroll} tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table className={classes.table} striped verticalSpacing={6}>
          <caption id={captionId} className={classes.caption}>
            {caption}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('marc.tag')}</Table.Th>
              <Table.Th scope="col">{t('marc.ind1')}</Table.Th>
              <Table.Th scope="col">{t('marc.ind2')}</Table.Th>
              <Table.Th scope="col">{t('marc.data')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" className={classes.mono}>
                {t('marc.leader')}
              </Table.Th>
              <Table.Td />
              <Table.Td />
              <Table.Td className={classes.fixedField}>{record.lider}</Table.Td>
            </Table.Tr>
            {record.campos.map((field, index) => (
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
                        {/* Isolated: a right-to-left value (880 in Hebrew, Arabic) keeps its order. */}
                        <bdi>{subfield.valor}</bdi>{' '}
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
        {t('marc.blankNote')}
        {record.ocultos > 0 && ` ${t('marc.hidden', { count: record.ocultos })}`}
      </Text>
    </>
  );
}
