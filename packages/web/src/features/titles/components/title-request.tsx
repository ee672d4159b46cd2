import type { Copy } from '@estante/contract';
import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { EmbeddedLogin } from '../../auth/components/embedded-login';
import { HoldForm } from '../../holds/components/hold-form';
import { LoanRequestForm } from '../../loan-requests/components/loan-request-form';
import { useCopies } from '../api/get-copies';
import { useLibraries } from '../api/get-libraries';
import { usePermissions } from '../api/get-permissions';
import { EmptyState, TabHeading } from './tab-parts';
import classes from './title-tabs.module.css';
import { dateTimeFormat } from '../../../lib/intl-format';

export type RequestKind = 'hold' | 'loanRequest';

/** A copy that could go home with a reader today: available and not for reference only. */
export const isLoanable = (copy: Copy) =>
  copy.situacao === 'available' && copy.tipo_emprestimo !== 'reference';

/**
 * The hold (`/reserva`) and loan-request (`/solicitacao-emprestimo`) tabs for visitors: how
 * many copies there are and where, whether any can be borrowed now, what the request does and
 * the login embedded in the tab, so a visitor signs in and goes on here (placing it comes with
 * the patron area). Spec §5: no hold while a copy is available for loan.
 */
export function TitleRequest({ titleId, kind }: { titleId: string; kind: RequestKind }) {
  const { t, i18n } = useTranslation();
  const copies = useCopies(titleId);
  const libraries = useLibraries(titleId);
  const permissions = usePermissions(titleId);
  const headingId = `${kind}-heading`;
  const pending = copies.isPending || libraries.isPending || permissions.isPending;
  const failed = copies.isError || libraries.isError || permissions.isError;

  const retry = () => {
    void copies.refetch();
    void libraries.refetch();
    void permissions.refetch();
  };

  const permission =
    kind === 'hold' ? permissions.data?.reserva : permissions.data?.solicitacao_emprestimo;
  const list = copies.data ?? [];
  const loanable = list.filter(isLoanable).length;
  const onLoan = list.filter((copy) => copy.situacao === 'on_loan');
  const reserved = list.filter((copy) => copy.situacao === 'reserved').length;
  const nextReturn = onLoan
    .map((copy) => copy.data_devolucao_prevista)
    .filter((date): date is string => date !== null)
    .sort()[0];
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

  const notApplicable =
    permission !== undefined &&
    !permission.permitido &&
    (permission.motivo === 'network_record' || permission.motivo === 'no_copies');

  return (
    <section aria-labelledby={headingId} aria-busy={pending}>
      <TabHeading id={headingId}>{t(`titles.request.${kind}.heading`)}</TabHeading>
      {pending ? (
        <Skeleton height={200} radius="md" />
      ) : failed ? (
        <QueryError message={t('titles.request.error')} onRetry={retry} />
      ) : notApplicable || list.length === 0 ? (
        <EmptyState>{t(`titles.request.${kind}.notApplicable`)}</EmptyState>
      ) : (
        <>
          <Text className={classes.prose} mb="md">
            {t(`titles.request.${kind}.explanation`)}
          </Text>
          <dl className={classes.figures} data-testid="request-figures">
            <div className={classes.figure}>
              <dt>{t('titles.request.total')}</dt>
              <dd data-testid="figure-total">{list.length}</dd>
            </div>
            <div className={classes.figure}>
              <dt>{t('titles.request.loanable')}</dt>
              <dd data-testid="figure-loanable">{loanable}</dd>
            </div>
            <div className={classes.figure}>
              <dt>{t('titles.request.onLoan')}</dt>
              <dd data-testid="figure-on-loan">{onLoan.length}</dd>
            </div>
            <div className={classes.figure}>
              <dt>{t('titles.request.reserved')}</dt>
              <dd data-testid="figure-reserved">{reserved}</dd>
            </div>
          </dl>
          {kind === 'hold' && (
            <Alert
              variant="light"
              color={loanable > 0 ? 'yellow' : 'blue'}
              icon={<IconInfoCircle aria-hidden />}
              mb="md"
              data-testid="hold-rule"
            >
              {loanable > 0
                ? t('titles.request.hold.availableNow', { count: loanable })
                : t('titles.request.hold.queue')}
            </Alert>
          )}
          {nextReturn && (
            <Text mb="md">
              {t('titles.request.nextReturn', { date: dateFormat.format(new Date(nextReturn)) })}
            </Text>
          )}
          <div className={classes.tableScroll} tabIndex={0}>
            <Table className={classes.table} striped verticalSpacing={8}>
              <caption className={classes.caption}>{t('titles.request.librariesCaption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('titles.request.columns.library')}</Table.Th>
                  <Table.Th scope="col">{t('titles.request.columns.campus')}</Table.Th>
                  <Table.Th scope="col">{t('titles.request.columns.total')}</Table.Th>
                  <Table.Th scope="col">{t('titles.request.columns.available')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(libraries.data ?? []).map((library) => (
                  <Table.Tr key={library.cod_biblioteca} data-testid="request-library">
                    <Table.Th scope="row">{library.desc_biblioteca}</Table.Th>
                    <Table.Td>{library.nome_campus}</Table.Td>
                    <Table.Td>{library.total}</Table.Td>
                    <Table.Td>{library.disponiveis}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {permission?.permitido && (
            <Text mt="md" data-testid="request-allowed">
              {t(`titles.request.${kind}.allowed`)}
            </Text>
          )}
          {permission &&
            (permission.motivo === 'suspended' || permission.motivo === 'already_borrowed') && (
              <Alert
                mt="md"
                color="yellow"
                icon={<IconInfoCircle aria-hidden />}
                data-testid="request-denied"
              >
                {t(`titles.request.denied.${permission.motivo}`)}
              </Alert>
            )}
          {kind === 'hold' && permission?.permitido && <HoldForm titleId={titleId} />}
          {kind === 'loanRequest' && permission?.permitido && <LoanRequestForm titleId={titleId} />}
          {/* Mounted whatever the session: it hides itself once signed in, after the chooser. */}
          <EmbeddedLogin message={t(`titles.request.${kind}.signInMessage`)} />
        </>
      )}
    </section>
  );
}
