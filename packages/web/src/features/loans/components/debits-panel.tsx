import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../components/circulation-alerts';
import { CirculationTable } from '../../../components/circulation-table';
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
        <CirculationTable
          id="debits-caption"
          caption={t('circulation.debits.caption')}
          columns={[
            {
              header: t('circulation.columns.item'),
              cell: (debit) => (
                <>
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
                </>
              ),
            },
            { header: t('circulation.columns.library'), cell: (debit) => debit.desc_biblioteca },
            {
              header: t('circulation.columns.date'),
              cell: (debit) => formatInstantDay(debit.data, language),
              nowrap: true,
            },
            {
              header: t('circulation.columns.amount'),
              cell: (debit) => money(debit.valor_multa.centavos),
              money: true,
            },
            {
              header: t('circulation.columns.discount'),
              cell: (debit) => money(debit.desconto.centavos),
              money: true,
            },
            {
              header: t('circulation.columns.paid'),
              cell: (debit) => money(debit.valor_pago.centavos),
              money: true,
            },
            {
              header: t('circulation.columns.balance'),
              cell: (debit) => money(debit.saldo.centavos),
              money: true,
              bold: true,
            },
          ]}
          items={debits.data.debitos}
          rowKey={(debit) => debit.cod_debito}
          rowProps={() => ({ 'data-testid': 'debit-row' })}
          striped
          footer={
            <Table.Tr className={classes.total}>
              <Table.Th scope="row" colSpan={6}>
                {t('circulation.debits.total')}
              </Table.Th>
              <Table.Td className={classes.money} data-testid="debits-total">
                {money(debits.data.total.centavos)}
              </Table.Td>
            </Table.Tr>
          }
          testId="debits-table"
        />
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
      {problem && <ProblemAlert mb="sm">{problem}</ProblemAlert>}
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
