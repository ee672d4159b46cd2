import { cleanPhone, type LoanRequest, type LoanRequestInfo } from '@estante/contract';
import {
  Button,
  Checkbox,
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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { OptionSelects } from '../../../components/option-selects';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { useLoanRequestInfo } from '../api/get-loan-request-info';
import { usePlaceLoanRequest } from '../api/place-loan-request';
import { loanRequestErrorMessage } from '../lib/loan-request-error';
import {
  LOAN_REQUEST_OPTIONS,
  OTHER_PLACE,
  initialValues,
  loanRequestBody,
  optionValues,
  problemsOf,
  type LoanRequestValues,
} from '../lib/loan-request-rules';

/**
 * The loan-request form of a title's `/solicitacao-emprestimo` tab for a signed-in patron
 * (spec §5): the library holding the copy, the receiving unit and location (or another place,
 * or home delivery with an address), volume/tome/part/material, phone, email and an
 * authorised person. Field problems show at each field; a refusal shows its §8 message.
 */
export function LoanRequestForm({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const info = useLoanRequestInfo(titleId);
  if (info.isPending) return <Skeleton height={320} radius="md" mt="md" aria-busy />;
  if (info.isError)
    return (
      <QueryError message={t('loanRequests.form.error')} onRetry={() => void info.refetch()} />
    );
  return <LoanRequestFields info={info.data} titleId={titleId} />;
}

function LoanRequestFields({ info, titleId }: { info: LoanRequestInfo; titleId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const place = usePlaceLoanRequest(titleId);
  const [values, setValues] = useState<LoanRequestValues>(() => initialValues(info));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<LoanRequest | null>(null);
  const problems = problemsOf(values);
  const unit = info.bibliotecas_recebimento.find(
    (entry) => String(entry.cod_biblioteca) === values.biblioteca_recebimento,
  );

  const set = <K extends keyof LoanRequestValues>(field: K, value: LoanRequestValues[K]) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // Another unit has other delivery points.
      ...(field === 'biblioteca_recebimento' ? { local: '' } : {}),
    }));
    setProblem(null);
  };

  const errorOf = (field: keyof LoanRequestValues) => {
    const reason = submitted ? problems[field] : undefined;
    return reason ? t(`loanRequests.form.problems.${reason}`) : undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      setProblem(t('loanRequests.form.fixFields'));
      return;
    }
    setProblem(null);
    place.mutate(loanRequestBody(values), {
      onSuccess: setPlaced,
      onError: (error) => setProblem(loanRequestErrorMessage(error, t, language)),
    });
  };

  if (placed)
    return (
      <Paper withBorder p="lg" mt="md" className={classes.panel}>
        <SuccessAlert testId="loan-request-placed">
          <Text fw={600}>{t('loanRequests.form.sent')}</Text>
          <Link to="/meupergamum/solicitacoes-emprestimo">
            {t('loanRequests.form.seeRequests')}
          </Link>
        </SuccessAlert>
        <Button
          variant="subtle"
          mt="sm"
          onClick={() => {
            setPlaced(null);
            setSubmitted(false);
          }}
        >
          {t('loanRequests.form.another')}
        </Button>
      </Paper>
    );

  return (
    <Paper withBorder p="lg" mt="md" className={classes.panel} data-testid="loan-request-panel">
      <Title order={3} className={classes.sectionTitle}>
        {t('loanRequests.form.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('loanRequests.form.intro')}
      </Text>
      <Text size="sm" mt={4} mb="md" data-testid="loan-request-limit">
        {t('loanRequests.form.limit', {
          open: info.solicitacoes_abertas,
          limit: info.limite_solicitacoes,
        })}{' '}
        {t('loanRequests.form.required')}
      </Text>
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-busy={place.isPending}
        aria-label={t('loanRequests.form.title')}
        data-testid="loan-request-form"
      >
        <Stack gap="md">
          <NativeSelect
            label={t('loanRequests.form.origin')}
            value={values.biblioteca_origem}
            onChange={(event) => set('biblioteca_origem', event.currentTarget.value)}
            error={errorOf('biblioteca_origem')}
            required
            data-testid="loan-request-origin"
          >
            {info.bibliotecas_origem.length !== 1 && (
              <option value="">{t('loanRequests.form.chooseOrigin')}</option>
            )}
            {info.bibliotecas_origem.map((entry) => (
              <option key={entry.cod_biblioteca} value={String(entry.cod_biblioteca)}>
                {t('loanRequests.form.originOption', {
                  library: entry.desc_biblioteca,
                  available: entry.disponiveis,
                  count: entry.exemplares,
                })}
              </option>
            ))}
          </NativeSelect>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('loanRequests.form.receiving')}
              value={values.biblioteca_recebimento}
              onChange={(event) => set('biblioteca_recebimento', event.currentTarget.value)}
              error={errorOf('biblioteca_recebimento')}
              required
              data-testid="loan-request-receiving"
            >
              <option value="">{t('loanRequests.form.chooseReceiving')}</option>
              {info.bibliotecas_recebimento.map((entry) => (
                <option key={entry.cod_biblioteca} value={String(entry.cod_biblioteca)}>
                  {entry.desc_biblioteca}
                </option>
              ))}
            </NativeSelect>
            {!values.domicilio && (
              <NativeSelect
                label={t('loanRequests.form.location')}
                value={values.local}
                onChange={(event) => set('local', event.currentTarget.value)}
                error={errorOf('local')}
                required
                data-testid="loan-request-location"
              >
                <option value="">{t('loanRequests.form.chooseLocation')}</option>
                {(unit?.locais ?? []).map((point) => (
                  <option key={point.cod_local} value={String(point.cod_local)}>
                    {point.descricao}
                  </option>
                ))}
                <option value={OTHER_PLACE}>{t('loanRequests.form.otherPlace')}</option>
              </NativeSelect>
            )}
          </SimpleGrid>
          {!values.domicilio && values.local === OTHER_PLACE && (
            <TextInput
              label={t('loanRequests.form.place')}
              value={values.recebimento_textual}
              onChange={(event) => set('recebimento_textual', event.currentTarget.value)}
              error={errorOf('recebimento_textual')}
              maxLength={200}
              required
              data-testid="loan-request-place"
            />
          )}
          <Checkbox
            label={t('loanRequests.form.homeDelivery')}
            checked={values.domicilio}
            onChange={(event) => set('domicilio', event.currentTarget.checked)}
            data-testid="loan-request-home"
          />
          {values.domicilio && (
            <Textarea
              label={t('loanRequests.form.address')}
              value={values.endereco}
              onChange={(event) => set('endereco', event.currentTarget.value)}
              error={errorOf('endereco')}
              maxLength={200}
              autosize
              minRows={2}
              required
              data-testid="loan-request-address"
            />
          )}
          <OptionSelects
            options={LOAN_REQUEST_OPTIONS}
            choicesOf={(option) => optionValues(info, option)}
            values={values}
            onChange={set}
            label={(option) => t(`loanRequests.form.options.${option}`)}
            error={errorOf}
            placeholder={t('loanRequests.form.chooseOption')}
            anyLabel={t('loanRequests.form.anyOption')}
            testIdPrefix="loan-request"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="tel"
              label={t('loanRequests.form.phone')}
              value={values.telefone}
              // Spec §5: digits, hyphen, parentheses and space, at most 16.
              onChange={(event) => set('telefone', cleanPhone(event.currentTarget.value))}
              error={errorOf('telefone')}
              autoComplete="tel"
              required
              data-testid="loan-request-phone"
            />
            <TextInput
              type="email"
              label={t('loanRequests.form.email')}
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              error={errorOf('email')}
              autoComplete="email"
              required
              data-testid="loan-request-email"
            />
          </SimpleGrid>
          <TextInput
            label={t('loanRequests.form.authorised')}
            description={t('loanRequests.form.authorisedHint')}
            value={values.pessoa_autorizada}
            onChange={(event) => set('pessoa_autorizada', event.currentTarget.value)}
            maxLength={200}
            data-testid="loan-request-authorised"
          />
          {problem && <ProblemAlert testId="loan-request-problem">{problem}</ProblemAlert>}
          <div>
            <Button type="submit" loading={place.isPending} data-testid="loan-request-submit">
              {t('loanRequests.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
