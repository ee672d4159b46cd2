import {
  BASKET_EMAIL_NOTE_LENGTH,
  BASKET_EXPORT_FIELDS,
  BASKET_EXPORT_FORMATS,
  BASKET_EXPORT_LIMIT,
  MAX_EMAIL_RECIPIENTS,
  parseAddressList,
  type BasketExportField,
  type BasketExportFormat,
} from '@estante/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import {
  saveDownload,
  useExportBasket,
  type ExportOutcome,
  type ExportRequest,
} from '../api/export-basket';
import { BasketModal } from './basket-modal';
import classes from './basket.module.css';

type Delivery = 'download' | 'email';

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!(error instanceof ApiRequestError)) return t('basket.export.errors.generic');
    switch (error.key) {
      case 'invalid_email':
        return t('basket.export.errors.invalidEmail', { address: error.field ?? '' });
      case 'basket_too_large':
        return t('basket.export.errors.tooLarge', { limit: BASKET_EXPORT_LIMIT });
      case 'titles_not_found':
        return t('basket.export.errors.notFound');
      case 'too_many_recipients':
        return t('basket.export.errors.tooManyRecipients', { max: MAX_EMAIL_RECIPIENTS });
      case 'mail_quota_exceeded':
        return t('basket.export.errors.quota');
      case 'too_many_requests':
        return t('basket.export.errors.tooManyRequests');
      case 'email_export_disabled':
        return t('basket.export.errors.emailDisabled');
      case 'mail_unavailable':
        return t('basket.export.errors.mail');
      case 'network_error':
        return t('basket.export.errors.network');
      default:
        return t('basket.export.errors.generic');
    }
  };
}

function Outcome({ outcome }: { outcome: ExportOutcome }) {
  const { t } = useTranslation();
  const ignored = outcome.kind === 'email' ? outcome.result.ignorados : outcome.ignorados;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      data-testid="export-success"
    >
      <Stack gap={4}>
        {outcome.kind === 'email' ? (
          <>
            <Text size="sm" fw={600}>
              {t('basket.export.sent', {
                count: outcome.result.emails.length,
                emails: outcome.result.emails.join('; '),
              })}
            </Text>
            <Text size="sm">
              {t('basket.export.sentTitles', {
                count: outcome.result.total,
                file: outcome.result.arquivo,
              })}
            </Text>
          </>
        ) : (
          <Text size="sm" fw={600}>
            {t('basket.export.downloaded', { file: outcome.filename })}
          </Text>
        )}
        {ignored.length > 0 && (
          <Text size="sm">{t('basket.export.ignored', { ids: ignored.join(', ') })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The export dialog: format, CSV columns, and delivery (download, or — when `emailAvailable` —
 * email to at most five addresses separated by `;`, checked here by the contract's rule and
 * again by the server).
 */
export function ExportDialog({
  opened,
  onClose,
  ids,
  emailAvailable,
}: {
  opened: boolean;
  onClose: () => void;
  ids: number[];
  emailAvailable: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useExportBasket();
  const [format, setFormat] = useState<BasketExportFormat>('abnt');
  const [fields, setFields] = useState<BasketExportField[]>([...BASKET_EXPORT_FIELDS]);
  const [delivery, setDelivery] = useState<Delivery>('download');
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);

  const handleClose = () => {
    mutation.reset();
    setOutcome(null);
    setEmailError(null);
    setFieldsError(null);
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    mutation.reset();
    const csv = format === 'csv';
    const fieldsProblem = csv && fields.length === 0 ? t('basket.export.fieldsRequired') : null;
    setFieldsError(fieldsProblem);
    let emailProblem: string | null = null;
    let addresses: string[] = [];
    const byEmail = emailAvailable && delivery === 'email';
    if (byEmail) {
      const check = parseAddressList(emails);
      if (check.ok) addresses = check.addresses;
      else if (check.reason === 'empty') emailProblem = t('basket.export.emailsRequired');
      else if (check.reason === 'too_many')
        emailProblem = t('basket.export.errors.tooManyRecipients', { max: MAX_EMAIL_RECIPIENTS });
      else emailProblem = t('basket.export.emailInvalid', { address: check.invalid });
    }
    setEmailError(emailProblem);
    if (fieldsProblem || emailProblem) return;

    const request: ExportRequest = {
      tipo: format,
      acervos: ids,
      ...(csv ? { dados: BASKET_EXPORT_FIELDS.filter((field) => fields.includes(field)) } : {}),
      ...(byEmail
        ? {
            opcoesEmail: {
              emails: addresses.join(';'),
              ...(message.trim() ? { mensagem: message.trim() } : {}),
            },
          }
        : {}),
    };
    mutation.mutate(request, {
      onSuccess: (result) => {
        if (result.kind === 'download') saveDownload(result);
        setOutcome(result);
      },
    });
  };

  const serverEmailError =
    mutation.error instanceof ApiRequestError &&
    (mutation.error.key === 'invalid_email' || mutation.error.key === 'too_many_recipients');
  const byEmail = emailAvailable && delivery === 'email';

  return (
    <BasketModal opened={opened} onClose={handleClose} title={t('basket.export.title')} size="lg">
      <form onSubmit={handleSubmit} noValidate data-testid="export-form">
        <Stack gap="md">
          <Text size="sm">{t('basket.export.summary', { count: ids.length })}</Text>
          <Radio.Group
            label={t('basket.export.format')}
            value={format}
            onChange={(value) => setFormat(value as BasketExportFormat)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {BASKET_EXPORT_FORMATS.map((value) => (
                <Radio key={value} value={value} label={t(`basket.export.formats.${value}`)} />
              ))}
            </SimpleGrid>
          </Radio.Group>

          {format === 'csv' && (
            <Checkbox.Group
              label={t('basket.export.fields')}
              value={fields}
              onChange={(value) => {
                setFields(value as BasketExportField[]);
                if (value.length > 0) setFieldsError(null);
              }}
              error={fieldsError}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
                {BASKET_EXPORT_FIELDS.map((value) => (
                  <Checkbox
                    key={value}
                    value={value}
                    label={t(`basket.export.fieldNames.${value}`)}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}

          {emailAvailable && (
            <Radio.Group
              label={t('basket.export.delivery')}
              value={delivery}
              onChange={(value) => {
                setDelivery(value as Delivery);
                setOutcome(null);
              }}
            >
              <Group gap="lg" mt="xs">
                <Radio value="download" label={t('basket.export.download')} />
                <Radio value="email" label={t('basket.export.email')} />
              </Group>
            </Radio.Group>
          )}

          {byEmail && (
            <>
              <TextInput
                label={t('basket.export.emails')}
                description={t('basket.export.emailsHint', { max: MAX_EMAIL_RECIPIENTS })}
                classNames={{ description: classes.muted }}
                value={emails}
                onChange={(event) => {
                  setEmails(event.currentTarget.value);
                  setEmailError(null);
                }}
                error={emailError}
                required
                type="text"
                inputMode="email"
                autoComplete="email"
                data-testid="export-emails"
              />
              <Textarea
                label={t('basket.export.message')}
                description={t('basket.export.messageHint')}
                classNames={{ description: classes.muted }}
                value={message}
                maxLength={BASKET_EMAIL_NOTE_LENGTH}
                autosize
                minRows={2}
                maxRows={6}
                onChange={(event) => setMessage(event.currentTarget.value)}
              />
            </>
          )}

          <div aria-live="polite">
            {mutation.isError && (
              <Alert
                color={serverEmailError ? 'orange' : 'red'}
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                data-testid="export-error"
              >
                {errorText(mutation.error)}
              </Alert>
            )}
            {outcome && <Outcome outcome={outcome} />}
          </div>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              {t('app.close')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {byEmail ? t('basket.export.submitEmail') : t('basket.export.submitDownload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BasketModal>
  );
}
