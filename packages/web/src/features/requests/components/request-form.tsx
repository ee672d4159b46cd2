import {
  SWITCHING_TYPES,
  type InterlibraryLoanInfo,
  type RequestType,
  type SwitchingType,
} from '@estante/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { ApiRequestError } from '../../../lib/api-client';
import { today } from '../../../lib/days';
import { useInterlibraryLoanInfo, usePlaceRequest } from '../api/requests';
import {
  bodyOf,
  fieldsOf,
  initialValues,
  problemsOf,
  type FieldSpec,
  type FormValues,
} from '../lib/forms';
import { requestErrorMessage } from '../lib/request-error';

/** The form of a request type: the inter-library loan one waits for its partner list. */
export function RequestForm({ type }: { type: RequestType }) {
  if (type === 'emprestimo-inter-bibliotecas') return <InterlibraryLoanForm />;
  return <RequestFields type={type} info={null} />;
}

function InterlibraryLoanForm() {
  const { t } = useTranslation();
  const info = useInterlibraryLoanInfo();
  if (info.isPending) return <Skeleton height={320} radius="md" aria-busy />;
  if (info.isError)
    return (
      <QueryError message={t('requests.form.infoError')} onRetry={() => void info.refetch()} />
    );
  return <RequestFields type="emprestimo-inter-bibliotecas" info={info.data} />;
}

/** Half-width fields (short values) sit two to a row on wide screens. */
const SHORT = new Set([
  'ano',
  'ano_inicial',
  'ano_final',
  'volume',
  'numero',
  'pagina_inicial',
  'pagina_final',
  'paginas',
  'paginas_preliminares',
  'dimensao_cm',
  'issn_isbn',
  'edicao',
  'prazo',
  'ilustracoes',
  'formato_entrega',
  'classificacao',
  'sistema_classificacao',
  'orientador_genero',
  'coorientador_genero',
  'email',
  'telefone',
]);

/** Choices with a default value, so no "choose" entry. */
const WITH_DEFAULT = new Set([
  'formato_entrega',
  'ilustracoes',
  'sistema_classificacao',
  'orientador_genero',
  'coorientador_genero',
]);

/** Fields that open a row of their own, and fields after which the row ends. */
const ROW_START = new Set(['pagina_inicial', 'ano_inicial', 'email']);
const ROW_END = new Set(['pagina_final', 'ano_final']);

/**
 * A request's form (spec §5): its fields with required ones marked, each problem shown at its
 * field when the patron sends it (start page after end page, years out of order, a past
 * deadline, a bad email), a refusal of the server in an alert (§8), the sent request confirmed.
 */
function RequestFields({ type, info }: { type: RequestType; info: InterlibraryLoanInfo | null }) {
  const { t } = useTranslation();
  const place = usePlaceRequest(type);
  const [subtype, setSubtype] = useState<SwitchingType>('artigo-periodico');
  const fields = fieldsOf(type, subtype);
  const defaults = (): FormValues =>
    info ? { email: info.email ?? '', telefone: info.telefone ?? '' } : {};
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, defaults()));
  const [submitted, setSubmitted] = useState(false);
  const [serverField, setServerField] = useState<{ field: string; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const problems = problemsOf(fields, values, today());
  const testId = (name: string) => `request-field-${name}`;

  const set = (name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerField(null);
    setProblem(null);
    setSent(false);
  };

  const errorOf = (field: FieldSpec) => {
    if (serverField?.field === field.name) return serverField.message;
    const reason = submitted ? problems[field.name] : undefined;
    return reason
      ? t(`requests.problems.${reason}` as ParseKeys, {
          field: t(`requests.fields.${field.name}` as ParseKeys),
        })
      : undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(false);
    if (Object.keys(problems).length > 0) {
      setProblem(t('requests.form.fixFields'));
      return;
    }
    setProblem(null);
    place.mutate(
      { subtype, body: bodyOf(fields, values) },
      {
        onSuccess: () => {
          setSent(true);
          setSubmitted(false);
          setValues(initialValues(fields, defaults()));
        },
        onError: (error) => {
          const message = requestErrorMessage(error, t);
          const field = error instanceof ApiRequestError ? error.field : undefined;
          if (field && fields.some((f) => f.name === field)) setServerField({ field, message });
          setProblem(message);
        },
      },
    );
  };

  const input = (field: FieldSpec) => {
    const common = {
      label: t(`requests.fields.${field.name}` as ParseKeys),
      required: field.required,
      error: errorOf(field),
      'data-testid': testId(field.name),
    };
    const value = values[field.name] ?? '';
    const text = typeof value === 'string' ? value : '';
    switch (field.kind) {
      case 'textarea':
      case 'lines':
        return (
          <Textarea
            {...common}
            // Mantine's dimmed description fails the contrast check: the hint joins the label.
            label={
              field.kind === 'lines'
                ? `${common.label} — ${t('requests.form.onePerLine')}`
                : common.label
            }
            value={text}
            onChange={(event) => set(field.name, event.currentTarget.value)}
            autosize
            minRows={field.kind === 'lines' ? 3 : 2}
            maxLength={field.name === 'pergunta' ? 2000 : 1000}
          />
        );
      case 'select': {
        const choices =
          field.name === 'cod_instituicao'
            ? (info?.instituicoes ?? []).map((i) => ({ value: String(i.codigo), label: i.nome }))
            : (field.options ?? []).map((option) => ({
                value: option,
                label: t(`requests.options.${field.name}.${option}` as ParseKeys, {
                  defaultValue: option,
                }),
              }));
        return (
          <NativeSelect
            {...common}
            value={text}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          >
            {!WITH_DEFAULT.has(field.name) && <option value="">{t('requests.form.choose')}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        );
      }
      case 'multi':
        return (
          <Checkbox.Group
            label={common.label}
            required={field.required}
            error={common.error}
            value={Array.isArray(value) ? value : []}
            onChange={(chosen) => set(field.name, chosen)}
            data-testid={common['data-testid']}
          >
            <Group gap="md" mt={6}>
              {(field.options ?? []).map((option) => (
                <Checkbox
                  key={option}
                  value={option}
                  label={t(`requests.options.${field.name}.${option}` as ParseKeys, {
                    defaultValue: option,
                  })}
                />
              ))}
            </Group>
          </Checkbox.Group>
        );
      default:
        return (
          <TextInput
            {...common}
            type={field.kind === 'date' ? 'date' : field.name === 'email' ? 'email' : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            value={text}
            onChange={(event) => set(field.name, event.currentTarget.value)}
            maxLength={field.kind === 'number' ? 5 : 300}
          />
        );
    }
  };

  // Consecutive short fields share a row (up to three); a range (pages, years) and the
  // contacts keep a row of their own.
  const rows: FieldSpec[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    const joins =
      SHORT.has(field.name) &&
      !ROW_START.has(field.name) &&
      last !== undefined &&
      last.length < 3 &&
      SHORT.has(last[0]!.name) &&
      !ROW_END.has(last.at(-1)!.name);
    if (joins) last.push(field);
    else rows.push([field]);
  }

  return (
    <section aria-labelledby={`${type}-form-heading`}>
      <Title order={3} id={`${type}-form-heading`} className={classes.sectionTitle} mb={4}>
        {t('requests.form.title')}
      </Title>
      <Text size="sm" mb="md">
        {t(`requests.types.${type}.formIntro`)} {t('requests.form.required')}
      </Text>
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-busy={place.isPending}
        aria-label={t(`requests.types.${type}.formLabel`)}
        data-testid="request-form"
      >
        <Stack gap="md">
          {type === 'comutacao-bibliografica' && (
            <NativeSelect
              label={t('requests.fields.subtipo')}
              value={subtype}
              required
              onChange={(event) => {
                const next = event.currentTarget.value as SwitchingType;
                setSubtype(next);
                setValues((current) => ({
                  ...initialValues(fieldsOf(type, next)),
                  ...Object.fromEntries(
                    Object.entries(current).filter(([name]) =>
                      fieldsOf(type, next).some((f) => f.name === name),
                    ),
                  ),
                }));
                setServerField(null);
                setProblem(null);
              }}
              data-testid="request-subtype"
            >
              {SWITCHING_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`requests.options.subtipo.${option}` as ParseKeys)}
                </option>
              ))}
            </NativeSelect>
          )}
          {rows.map((row) =>
            row.length === 1 ? (
              <div key={row[0]!.name}>{input(row[0]!)}</div>
            ) : (
              <SimpleGrid key={row[0]!.name} cols={{ base: 1, sm: row.length }} spacing="md">
                {row.map((field) => (
                  <div key={field.name}>{input(field)}</div>
                ))}
              </SimpleGrid>
            ),
          )}
          {problem && <ProblemAlert testId="request-problem">{problem}</ProblemAlert>}
          {sent && (
            <SuccessAlert testId="request-sent">{t(`requests.types.${type}.sent`)}</SuccessAlert>
          )}
          <Group>
            <Button type="submit" loading={place.isPending} data-testid="request-submit">
              {t('requests.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
