import type { Suggestion, SuggestionFormInfo } from '@estante/contract';
import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import classes from '../../../components/circulation.module.css';
import { QueryError } from '../../../components/query-error';
import { ApiRequestError } from '../../../lib/api-client';
import { useCampuses, useUnitLibraries } from '../../units/api/get-campus-libraries';
import { useSendSuggestion, useSuggestionFormInfo } from '../api/suggestions';
import { FIELD_CLASSES } from '../../../components/field-classes';
import { suggestionErrorMessage } from '../lib/suggestion-error';
import {
  EMPTY_SUGGESTION,
  problemsOf,
  suggestionBody,
  type MoreCopiesOf,
  type SuggestionValues,
} from '../lib/suggestion-rules';

/**
 * The Acquisition tab (spec §2, §5, §6): the purchase-suggestion form — campus then library,
 * author, title, edition, editor, ISBN/ISSN, periodical, other information — with the
 * professor's prompt, the open-suggestion limit and the "suggestion sent" message (§8).
 */
export function SuggestionForm({ moreCopiesOf = null }: { moreCopiesOf?: MoreCopiesOf | null }) {
  const { t } = useTranslation();
  const info = useSuggestionFormInfo();
  if (info.isPending) return <Skeleton height={420} radius="md" aria-busy />;
  if (info.isError) {
    if (info.error instanceof ApiRequestError && info.error.status === 403)
      return (
        <Alert color="yellow" variant="light" data-testid="suggestion-not-allowed">
          {t('acquisition.errors.suggestion_not_allowed')}
        </Alert>
      );
    return (
      <QueryError message={t('acquisition.form.loadError')} onRetry={() => void info.refetch()} />
    );
  }
  return <SuggestionFields info={info.data} moreCopiesOf={moreCopiesOf} />;
}

function SuggestionFields({
  info,
  moreCopiesOf: asked,
}: {
  info: SuggestionFormInfo;
  moreCopiesOf: MoreCopiesOf | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const send = useSendSuggestion();
  // Asked from a title page: more copies of that title, its record's data filled in.
  const [moreCopiesOf, setMoreCopiesOf] = useState(asked);
  const [values, setValues] = useState<SuggestionValues>({
    ...EMPTY_SUGGESTION,
    ...asked?.values,
  });
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Suggestion | null>(null);
  const campuses = useCampuses();
  const libraries = useUnitLibraries(values.campus === '' ? null : Number(values.campus));
  const problems = problemsOf(values);

  const set = (field: keyof SuggestionValues, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // Another campus has other libraries.
      ...(field === 'campus' ? { biblioteca: '' } : {}),
    }));
    setProblem(null);
  };

  const errorOf = (field: keyof SuggestionValues) => {
    const reason = submitted ? problems[field] : undefined;
    if (!reason) return undefined;
    return reason === 'required'
      ? t('acquisition.form.required', { field: t(`acquisition.form.fields.${field}`) })
      : t('acquisition.errors.suggestion_isbn_issn_invalid');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      setProblem(t('acquisition.form.fixFields'));
      return;
    }
    setProblem(null);
    send.mutate(suggestionBody(values, moreCopiesOf?.cod_acervo ?? null), {
      onSuccess: setSent,
      onError: (error) => setProblem(suggestionErrorMessage(error, t, language)),
    });
  };

  if (sent)
    return (
      <Stack gap="sm">
        <SuccessAlert testId="suggestion-sent">
          <Text fw={600}>{t('acquisition.form.sent')}</Text>
          {sent.situacao === 'already_exists' && sent.cod_acervo_existente !== null && (
            <Text size="sm" data-testid="suggestion-already-exists">
              {t('acquisition.form.alreadyExists')}{' '}
              <Link to={`/acervo/${sent.cod_acervo_existente}`}>
                {t('acquisition.form.seeTitle')}
              </Link>
            </Text>
          )}
          <Link to="/meupergamum/sugestoes">{t('acquisition.form.seeSuggestions')}</Link>
        </SuccessAlert>
        <div>
          <Button
            variant="subtle"
            onClick={() => {
              setSent(null);
              setSubmitted(false);
              setValues(EMPTY_SUGGESTION);
              setMoreCopiesOf(null);
            }}
          >
            {t('acquisition.form.another')}
          </Button>
        </div>
      </Stack>
    );

  const field = (
    name: keyof SuggestionValues,
    extra: { required?: boolean; max?: number } = {},
  ) => ({
    label: t(`acquisition.form.fields.${name}`),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    error: errorOf(name),
    required: extra.required ?? false,
    maxLength: extra.max ?? 300,
    'data-testid': `suggestion-${name.replace('_', '-')}`,
    classNames: FIELD_CLASSES,
  });

  return (
    <Stack gap="md">
      {info.professor && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconSchool aria-hidden />}
          title={t('acquisition.form.professorTitle')}
          data-testid="suggestion-professor-prompt"
        >
          {t('acquisition.form.professorPrompt')}
        </Alert>
      )}
      {moreCopiesOf && (
        <Alert color="blue" variant="light" data-testid="suggestion-more-copies">
          {t('acquisition.moreCopies.intro')}{' '}
          <Link to={`/acervo/${moreCopiesOf.cod_acervo}`}>{moreCopiesOf.titulo}</Link>
        </Alert>
      )}
      <Text size="sm" data-testid="suggestion-limit">
        {t('acquisition.form.limit', { open: info.abertas, limit: info.limite })}{' '}
        {t('acquisition.form.requiredNote')}
      </Text>
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-busy={send.isPending}
        aria-label={t('acquisition.form.title')}
        data-testid="suggestion-form"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('acquisition.form.fields.campus')}
              value={values.campus}
              onChange={(event) => set('campus', event.currentTarget.value)}
              disabled={campuses.isPending}
              classNames={FIELD_CLASSES}
              data-testid="suggestion-campus"
            >
              <option value="">{t('acquisition.form.anyCampus')}</option>
              {(campuses.data ?? []).map((campus) => (
                <option key={campus.cod_campus} value={String(campus.cod_campus)}>
                  {campus.nome_campus}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              label={t('acquisition.form.fields.biblioteca')}
              value={values.biblioteca}
              onChange={(event) => set('biblioteca', event.currentTarget.value)}
              error={errorOf('biblioteca')}
              required
              disabled={libraries.isPending}
              classNames={FIELD_CLASSES}
              data-testid="suggestion-biblioteca"
            >
              <option value="">{t('acquisition.form.chooseLibrary')}</option>
              {(libraries.data ?? []).map((library) => (
                <option key={library.cod_biblioteca} value={String(library.cod_biblioteca)}>
                  {library.desc_biblioteca}
                </option>
              ))}
            </NativeSelect>
          </SimpleGrid>
          <TextInput {...field('titulo', { required: true })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('autor')} />
            <TextInput {...field('editor', { required: true })} />
            <TextInput {...field('edicao', { max: 100 })} />
            <TextInput
              {...field('isbn_issn', { max: 40 })}
              description={t('acquisition.form.isbnHint')}
            />
          </SimpleGrid>
          <TextInput {...field('periodico')} />
          <Textarea {...field('outras_inf', { max: 1000 })} autosize minRows={2} />
          {problem && <ProblemAlert testId="suggestion-problem">{problem}</ProblemAlert>}
          <div>
            <Button type="submit" loading={send.isPending} data-testid="suggestion-submit">
              {t('acquisition.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/** The Acquisition tab's panel: heading, introduction, the form. */
export function SuggestionPanel({ moreCopiesOf = null }: { moreCopiesOf?: MoreCopiesOf | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="suggestion-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('acquisition.form.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('acquisition.form.intro')}
      </Text>
      <SuggestionForm moreCopiesOf={moreCopiesOf} />
    </Paper>
  );
}
