import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemTitle } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { formatDay, formatInstantDay } from '../../../lib/days';
import { usePendingDebits } from '../api/get-pending-debits';
import { getPaymentSlip } from '../api/get-payment-slip';
import { balancesByLibrary, formatMoney, type LibraryBalance } from '../lib/money';

/** Hands a downloaded file to the browser under a name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The Debit tab (spec §2, §3 Fine/debit): open debits in R$, their total, a payment slip. */
export function DebitsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const debits = usePendingDebits();
  const money = (centavos: number) => formatMoney(centavos, language);

  let content;
  if (debits.isPending) content = <Skeleton height={160} radius="md" aria-busy />;
  else if (debits.isError)
    content = (
      <QueryError message={t('circulation.debits.error')} onRetry={() => void debits.refetch()} />
    );
  else if (debits.data.debitos.length === 0)
    content = <Text data-testid="debits-empty">{t('circulation.debits.empty')}</Text>;
  else
    content = (
      <Stack gap="lg">
        <div
          className={classes.tableScroll}
          tabIndex={0}
          role="region"
          aria-labelledby="debits-caption"
        >
          <Table
            className={`${classes.table} ${classes.stack}`}
            striped
            verticalSpacing={8}
            data-testid="debits-table"
          >
            <caption id="debits-caption" className={classes.caption}>
              {t('circulation.debits.caption')}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('circulation.columns.item')}</Table.Th>
                <Table.Th scope="col">{t('circulation.columns.library')}</Table.Th>
                <Table.Th scope="col">{t('circulation.columns.date')}</Table.Th>
                <Table.Th scope="col" className={classes.money}>
                  {t('circulation.columns.amount')}
                </Table.Th>
                <Table.Th scope="col" className={classes.money}>
                  {t('circulation.columns.discount')}
                </Table.Th>
                <Table.Th scope="col" className={classes.money}>
                  {t('circulation.columns.paid')}
                </Table.Th>
                <Table.Th scope="col" className={classes.money}>
                  {t('circulation.columns.balance')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {debits.data.debitos.map((debit) => (
                <Table.Tr key={debit.cod_debito} data-testid="debit-row">
                  <Table.Td data-label={t('circulation.columns.item')}>
                    {debit.titulo ? (
                      <ItemTitle
                        codAcervo={debit.cod_acervo}
                        titulo={debit.titulo}
                        detail={t(`circulation.debits.service.${debit.tipo_servico}`)}
                      />
                    ) : (
                      <Text fw={600}>{t(`circulation.debits.service.${debit.tipo_servico}`)}</Text>
                    )}
                    <Text size="sm" className={classes.muted}>
                      {debit.motivo}
                      {debit.data_devolucao_prevista &&
                        ` · ${t('circulation.debits.due', {
                          date: formatDay(debit.data_devolucao_prevista, language),
                        })}`}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('circulation.columns.library')}>
                    {debit.desc_biblioteca}
                  </Table.Td>
                  <Table.Td data-label={t('circulation.columns.date')} className={classes.nowrap}>
                    {formatInstantDay(debit.data, language)}
                  </Table.Td>
                  <Table.Td data-label={t('circulation.columns.amount')} className={classes.money}>
                    {money(debit.valor_multa.centavos)}
                  </Table.Td>
                  <Table.Td
                    data-label={t('circulation.columns.discount')}
                    className={classes.money}
                  >
                    {money(debit.desconto.centavos)}
                  </Table.Td>
                  <Table.Td data-label={t('circulation.columns.paid')} className={classes.money}>
                    {money(debit.valor_pago.centavos)}
                  </Table.Td>
                  <Table.Td
                    data-label={t('circulation.columns.balance')}
                    className={classes.money}
                    fw={600}
                  >
                    {money(debit.saldo.centavos)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr className={classes.total}>
                <Table.Th scope="row" colSpan={6}>
                  {t('circulation.debits.total')}
                </Table.Th>
                <Table.Td className={classes.money} data-testid="debits-total">
                  {money(debits.data.total.centavos)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </div>
        <PaymentSlips balances={balancesByLibrary(debits.data.debitos)} />
      </Stack>
    );

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="debits-panel">
      <Title order={2} className={classes.tabTitle} mb="md">
        {t('circulation.debits.title')}
      </Title>
      {content}
    </Paper>
  );
}

function PaymentSlips({ balances }: { balances: LibraryBalance[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (balances.length === 0) return null;

  const handleDownload = async (balance: LibraryBalance) => {
    setBusy(balance.cod_biblioteca);
    setProblem(null);
    try {
      const slip = await getPaymentSlip(balance.centavos, balance.cod_biblioteca);
      saveFile(slip, `gru-${balance.cod_biblioteca}.pdf`);
    } catch (error) {
      setProblem(circulationErrorMessage(error, t, language));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="payment-slip-heading">
      <Title order={3} id="payment-slip-heading" className={classes.sectionTitle} mb="xs">
        {t('circulation.debits.slipTitle')}
      </Title>
      <Text mb="sm">{t('circulation.debits.slipIntro')}</Text>
      {problem && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          mb="sm"
        >
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        {balances.map((balance) => (
          <Button
            key={balance.cod_biblioteca}
            variant="default"
            className={classes.wrapButton}
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={busy === balance.cod_biblioteca}
            onClick={() => void handleDownload(balance)}
            data-testid="payment-slip"
          >
            {t('circulation.debits.slip', {
              library: balance.desc_biblioteca,
              amount: formatMoney(balance.centavos, language),
            })}
          </Button>
        ))}
      </Group>
    </section>
  );
}
