import { parseAddressList } from '@estante/contract';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileCertificate,
  IconMail,
} from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useIssueDeclaration,
  useNoDebtsCheck,
  useSendDeclarationMail,
  type IssuedDeclaration,
} from '../api/no-debts';
import classes from './circulation-documents.module.css';
import { errorText } from './error-text';
import { dateTimeFormat } from '../../../lib/intl-format';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** A 'YYYY-MM-DD' day in the reader's language. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'short',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** The issued PDF behind an object URL that lives as long as the link. */
function DownloadLink({ declaration }: { declaration: IssuedDeclaration }) {
  const { t } = useTranslation();
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(declaration.blob);
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [declaration.blob]);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      download={declaration.filename}
      leftSection={<IconDownload size={16} aria-hidden />}
      data-testid="no-debts-download"
    >
      {t('circulationDocuments.noDebts.download')}
    </Button>
  );
}

/** Send by email: `;`-separated addresses (spec §5), checked here and again by the server. */
function MailForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const send = useSendDeclarationMail();
  const [emails, setEmails] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAddressList(emails);
    if (!parsed.ok) {
      setFieldError(
        parsed.reason === 'invalid'
          ? t('circulationDocuments.noDebts.invalidEmail', { address: parsed.invalid })
          : parsed.reason === 'too_many'
            ? t('circulationDocuments.noDebts.tooMany')
            : t('circulationDocuments.noDebts.noEmail'),
      );
      return;
    }
    setFieldError(null);
    send.mutate({ emails, codigo: code });
  };

  const serverFieldError =
    send.error instanceof ApiRequestError && send.error.key === 'invalid_email'
      ? t('circulationDocuments.noDebts.invalidEmail', { address: send.error.field ?? '' })
      : send.error instanceof ApiRequestError && send.error.key === 'too_many_recipients'
        ? t('circulationDocuments.noDebts.tooMany')
        : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('circulationDocuments.noDebts.emailTitle')}
        </Title>
        <TextInput
          label={t('circulationDocuments.noDebts.emailLabel')}
          description={t('circulationDocuments.noDebts.emailHint')}
          classNames={{ description: classes.hint }}
          value={emails}
          onChange={(event) => setEmails(event.currentTarget.value)}
          error={fieldError ?? serverFieldError}
          autoComplete="email"
          data-testid="no-debts-emails"
        />
        {send.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('circulationDocuments.noDebts.sent', { emails: send.data.emails.join('; ') })}
          </Alert>
        )}
        {send.isError && !serverFieldError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errorText(t, send.error, 'circulationDocuments.noDebts.sendError')}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            variant="default"
            loading={send.isPending}
            leftSection={<IconMail size={16} aria-hidden />}
          >
            {t('circulationDocuments.noDebts.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * No-debts declaration (spec §4): the check and what stands in the way; issuing asks first,
 * since it removes the patron from the unit; then the PDF and sending it by email.
 */
export function NoDebtsPanel() {
  const { t, i18n } = useTranslation();
  const check = useNoDebtsCheck();
  const issue = useIssueDeclaration();
  const [confirming, setConfirming] = useState(false);
  const day = useDayFormat();

  if (check.isPending) return <Skeleton height={240} radius="md" />;
  if (check.isError)
    return (
      <QueryError
        message={t('circulationDocuments.noDebts.loadError')}
        onRetry={() => void check.refetch()}
      />
    );
  const status = check.data;
  const issued = issue.data;

  const handleConfirm = () => {
    setConfirming(false);
    issue.mutate();
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('circulationDocuments.noDebts.title')}
        </Title>
        <Text>{t('circulationDocuments.noDebts.intro')}</Text>
        {status.desligado_em && (
          <Alert color="gray" variant="light" data-testid="no-debts-departed">
            {t('circulationDocuments.noDebts.departed', {
              date: dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short' }).format(
                new Date(status.desligado_em),
              ),
            })}
          </Alert>
        )}
        {issued ? null : status.nada_consta ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            data-testid="no-debts-clear"
          >
            {t('circulationDocuments.noDebts.clear')}
          </Alert>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            data-testid="no-debts-pending"
          >
            <Stack gap="sm">
              <Text fw={600}>{t('circulationDocuments.noDebts.notClear')}</Text>
              {status.emprestimos.length > 0 && (
                <div>
                  <Title order={3} size="h6">
                    {t('circulationDocuments.noDebts.loans')}
                  </Title>
                  <List size="sm">
                    {status.emprestimos.map((loan) => (
                      <List.Item key={loan.cod_emprestimo}>
                        {t('circulationDocuments.noDebts.loanItem', {
                          titulo: loan.titulo,
                          biblioteca: loan.desc_biblioteca,
                          date: day(loan.data_devolucao_prevista),
                        })}
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
              {status.debitos.length > 0 && (
                <div>
                  <Title order={3} size="h6">
                    {t('circulationDocuments.noDebts.debits')}
                  </Title>
                  <List size="sm">
                    {status.debitos.map((debit) => (
                      <List.Item key={debit.cod_debito}>
                        {t('circulationDocuments.noDebts.debitItem', {
                          motivo: debit.motivo,
                          biblioteca: debit.desc_biblioteca,
                          valor: debit.saldo.valor,
                        })}
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
              {status.suspensoes.length > 0 && (
                <div>
                  <Title order={3} size="h6">
                    {t('circulationDocuments.noDebts.suspensions')}
                  </Title>
                  <List size="sm">
                    {status.suspensoes.map((suspension) => (
                      <List.Item
                        key={`${suspension.data_inicio}-${suspension.data_fim}-${suspension.motivo}`}
                      >
                        {t('circulationDocuments.noDebts.suspensionItem', {
                          motivo: suspension.motivo,
                          inicio: day(suspension.data_inicio),
                          fim: day(suspension.data_fim),
                        })}
                      </List.Item>
                    ))}
                  </List>
                </div>
              )}
            </Stack>
          </Alert>
        )}
        {issue.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errorText(t, issue.error, 'circulationDocuments.noDebts.issueError')}
          </Alert>
        )}
        {issued ? (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" data-testid="no-debts-issued">
              {t('circulationDocuments.noDebts.issued', { code: issued.code })}
            </Alert>
            <Group>
              <DownloadLink declaration={issued} />
            </Group>
            <MailForm code={issued.code} />
          </Stack>
        ) : (
          <Group>
            <Button
              disabled={!status.nada_consta}
              loading={issue.isPending}
              onClick={() => setConfirming(true)}
              leftSection={<IconFileCertificate size={16} aria-hidden />}
              data-testid="no-debts-issue"
            >
              {t('circulationDocuments.noDebts.issue')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('circulationDocuments.noDebts.confirmTitle')}
        cancelLabel={t('circulationDocuments.noDebts.cancel')}
        confirmLabel={t('circulationDocuments.noDebts.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
        confirmTestId="no-debts-confirm"
      >
        <Text>{t('circulationDocuments.noDebts.confirmText')}</Text>
      </ConfirmDialog>
    </Paper>
  );
}
