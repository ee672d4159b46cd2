import { cleanPhone, type PersonalData, type PersonalDataUpdate } from '@estante/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import classes from './personal-area.module.css';
import { dateTimeFormat } from '../../../lib/intl-format';

type TextField = Exclude<keyof PersonalData, 'nome' | 'receber_emails'>;

/** The editable text fields in the order they are shown (spec §3 Personal data). */
const TEXT_FIELDS: readonly TextField[] = [
  'email',
  'telefone',
  'logradouro',
  'complemento',
  'cep',
  'bairro',
  'cidade',
  'rg',
  'cpf',
  'data_nascimento',
  'nacionalidade',
  'sexo',
  'estado_civil',
  'escolaridade',
  'profissao',
  'localizacao',
];

const FIELD_ERRORS: Record<string, ParseKeys> = {
  invalid_email_address: 'personalArea.personalData.errors.invalid_email_address',
  invalid_phone: 'personalArea.personalData.errors.invalid_phone',
  invalid_cpf: 'personalArea.personalData.errors.invalid_cpf',
  invalid_date: 'personalArea.personalData.errors.invalid_date',
};

const label = (field: keyof PersonalData): ParseKeys => `personalArea.personalData.fields.${field}`;

/** What each field keeps as it is typed (spec §5): CPF digits only, the phone rule. */
function cleaned(field: TextField, value: string): string {
  if (field === 'cpf') return value.replace(/[^0-9]/g, '').slice(0, 11);
  if (field === 'telefone') return cleanPhone(value);
  return value;
}

/**
 * Personal data (spec §2 tab, §3): the record to read, and a form to change it with the
 * server's 422 shown at the field it names.
 */
export function PersonalDataPanel({
  data,
  onSave,
}: {
  data: PersonalData;
  onSave: (update: PersonalDataUpdate) => Promise<PersonalData>;
}) {
  const { t, i18n } = useTranslation();
  const formatDate = (value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
          dateStyle: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${value}T00:00:00Z`))
      : value;
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<TextField, string>>(() => valuesOf(data));
  const [receive, setReceive] = useState(data.receber_emails);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [failed, setFailed] = useState<ParseKeys | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  function valuesOf(record: PersonalData) {
    return Object.fromEntries(TEXT_FIELDS.map((field) => [field, record[field] ?? ''])) as Record<
      TextField,
      string
    >;
  }

  const startEditing = () => {
    setValues(valuesOf(data));
    setReceive(data.receber_emails);
    setErrors({});
    setFailed(null);
    setSaved(false);
    setEditing(true);
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input')?.focus());
  };

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFailed(null);
    const update: PersonalDataUpdate = { receber_emails: receive };
    for (const field of TEXT_FIELDS) update[field] = values[field].trim() || null;
    try {
      await onSave(update);
      setSaved(true);
      stopEditing();
    } catch (error) {
      const key = error instanceof ApiRequestError ? FIELD_ERRORS[error.key] : undefined;
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (key && field && (TEXT_FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: t(key) });
        setFailed('personalArea.personalData.saveError');
        form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      } else {
        setFailed(
          error instanceof ApiRequestError && error.status === 0
            ? 'errors.network'
            : 'personalArea.personalData.saveError',
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="personal-data">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} className={classes.tabTitle}>
          {t('personalArea.personalData.title')}
        </Title>
        {!editing && (
          <Button
            ref={editButton}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={startEditing}
          >
            {t('personalArea.personalData.edit')}
          </Button>
        )}
      </Group>
      {saved && !editing && (
        <Alert
          color="green"
          variant="light"
          role="status"
          mb="md"
          icon={<IconCircleCheck aria-hidden />}
          data-testid="personal-data-saved"
        >
          {t('personalArea.personalData.saved')}
        </Alert>
      )}
      {editing ? (
        <form
          ref={form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-busy={busy}
          data-testid="personal-data-form"
        >
          <Stack gap="md">
            {failed && (
              <Alert
                color="yellow"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle aria-hidden />}
              >
                {t(failed)}
              </Alert>
            )}
            <div data-field="nome">
              <Text fw={600} size="sm">
                {t(label('nome'))}
              </Text>
              <Text>{data.nome}</Text>
              <Text size="xs" className={classes.muted}>
                {t('personalArea.personalData.hints.nome')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {TEXT_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  name={field}
                  label={t(label(field))}
                  value={values[field]}
                  onChange={(event) => {
                    const value = cleaned(field, event.currentTarget.value);
                    setValues((current) => ({ ...current, [field]: value }));
                  }}
                  error={errors[field]}
                  {...(field === 'email' ? { type: 'email', autoComplete: 'email' } : {})}
                  {...(field === 'telefone'
                    ? {
                        type: 'tel',
                        autoComplete: 'tel',
                        description: t('personalArea.personalData.hints.telefone'),
                        classNames: { description: classes.muted },
                      }
                    : {})}
                  {...(field === 'cpf'
                    ? {
                        inputMode: 'numeric' as const,
                        description: t('personalArea.personalData.hints.cpf'),
                        classNames: { description: classes.muted },
                      }
                    : {})}
                  {...(field === 'data_nascimento' ? { type: 'date', autoComplete: 'bday' } : {})}
                  {...(field === 'cep' ? { autoComplete: 'postal-code' } : {})}
                />
              ))}
            </SimpleGrid>
            <Checkbox
              label={t(label('receber_emails'))}
              checked={receive}
              onChange={(event) => setReceive(event.currentTarget.checked)}
            />
            <Group gap="sm">
              <Button type="submit" loading={busy}>
                {t('personalArea.personalData.save')}
              </Button>
              <Button variant="default" onClick={stopEditing} disabled={busy}>
                {t('personalArea.personalData.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <dl className={classes.dataList}>
          {(['nome', ...TEXT_FIELDS] as const).map((field) => (
            <div key={field} className={classes.dataRow} data-field={field}>
              <dt>{t(label(field))}</dt>
              <dd className={data[field] ? undefined : classes.muted}>
                {(field === 'data_nascimento' ? formatDate(data[field]) : data[field]) ||
                  t('personalArea.personalData.empty')}
              </dd>
            </div>
          ))}
          <div className={classes.dataRow} data-field="receber_emails">
            <dt>{t(label('receber_emails'))}</dt>
            <dd>
              {data.receber_emails
                ? t('personalArea.personalData.yes')
                : t('personalArea.personalData.no')}
            </dd>
          </div>
        </dl>
      )}
    </Paper>
  );
}
