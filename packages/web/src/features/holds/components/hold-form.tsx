import type { HoldInfo } from '@estante/contract';
import { Alert, Button, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { OptionSelects } from '../../../components/option-selects';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { circulationErrorMessage, circulationKey } from '../../../lib/circulation-error';
import { formatDay } from '../../../lib/days';
import { useHoldInfo } from '../api/get-hold-info';
import { usePlaceHold, type HoldPlaced } from '../api/place-hold';
import {
  HOLD_OPTIONS,
  emptyChoice,
  holdBody,
  missingChoices,
  optionValues,
  type HoldChoice,
  type HoldOption,
} from '../lib/hold-options';

/**
 * The hold form of a title's `/reserva` tab for a signed-in patron (spec §5): the library and
 * the volume, tome, part and material, the queue as it stands, then the queue is checked and
 * the hold placed; a refusal shows the §8 message of its key.
 */
export function HoldForm({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const info = useHoldInfo(titleId);
  if (info.isPending) return <Skeleton height={220} radius="md" mt="md" aria-busy />;
  if (info.isError)
    return (
      <QueryError message={t('circulation.holdForm.error')} onRetry={() => void info.refetch()} />
    );
  return <HoldFormFields info={info.data} titleId={titleId} />;
}

function HoldFormFields({ info, titleId }: { info: HoldInfo; titleId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const place = usePlaceHold(titleId);
  const [choice, setChoice] = useState<HoldChoice>(() => emptyChoice(info));
  const [showMissing, setShowMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<HoldPlaced | null>(null);
  const missing = missingChoices(info, choice);
  const library = info.bibliotecas.find(
    (entry) => String(entry.cod_biblioteca) === choice.biblioteca,
  );

  const set = (field: keyof HoldChoice, value: string) => {
    setChoice((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPlaced(null);
    if (missing.length > 0) {
      setShowMissing(true);
      setProblem(t('circulationErrors.hold_options_required'));
      return;
    }
    setProblem(null);
    place.mutate(holdBody(info, choice), {
      onSuccess: (outcome) => {
        if ('placed' in outcome) setPlaced(outcome.placed);
        else {
          setProblem(refusalMessage(outcome.refused.motivo, outcome.refused.mensagem));
        }
      },
      onError: (error) => setProblem(circulationErrorMessage(error, t, language)),
    });
  };

  // The queue check names its reason; a suspension's end date is only in the server's sentence.
  const refusalMessage = (motivo: string | null, mensagem: string | null) => {
    const key = motivo === 'patron_suspended' && mensagem ? null : circulationKey(motivo);
    return key ? t(key, { field: '' }) : (mensagem ?? t('circulationErrors.hold_not_possible'));
  };

  const optionError = (option: HoldOption | 'library') =>
    showMissing && missing.includes(option) ? t('circulation.holdForm.choose') : undefined;

  return (
    <Paper withBorder p="lg" mt="md" className={classes.panel} data-testid="hold-form-panel">
      <Title order={3} className={classes.sectionTitle}>
        {t('circulation.holdForm.title')}
      </Title>
      <Text size="sm" mt={4} mb="md" data-testid="hold-limit">
        {t('circulation.holdForm.limit', {
          open: info.reservas_abertas,
          limit: info.limite_reservas,
        })}
      </Text>
      {placed ? (
        <SuccessAlert testId="hold-placed">
          <Text fw={600}>
            {t('circulation.holdForm.placed', { position: placed.posicao_fila })}
          </Text>
          <Link to="/meupergamum/reservas">{t('circulation.holdForm.seeHolds')}</Link>
        </SuccessAlert>
      ) : (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-busy={place.isPending}
          data-testid="hold-form"
        >
          <Stack gap="md">
            <NativeSelect
              label={t('circulation.holdForm.library')}
              value={choice.biblioteca}
              onChange={(event) => set('biblioteca', event.currentTarget.value)}
              error={optionError('library')}
              required
              data-testid="hold-library"
            >
              {info.bibliotecas.length > 1 && (
                <option value="">{t('circulation.holdForm.chooseLibrary')}</option>
              )}
              {info.bibliotecas.map((entry) => (
                <option key={entry.cod_biblioteca} value={String(entry.cod_biblioteca)}>
                  {entry.desc_biblioteca}
                </option>
              ))}
            </NativeSelect>
            {library && (
              <Alert
                variant="light"
                color={library.disponiveis > 0 ? 'yellow' : 'blue'}
                icon={<IconInfoCircle aria-hidden />}
                data-testid="hold-queue"
              >
                <Text size="sm">
                  {t('circulation.holdForm.copies', {
                    count: library.exemplares,
                    available: library.disponiveis,
                  })}
                </Text>
                <Text size="sm">
                  {library.fila === 0
                    ? t('circulation.holdForm.queueEmpty')
                    : t('circulation.holdForm.queue', { count: library.fila })}
                </Text>
                {library.proxima_devolucao && (
                  <Text size="sm">
                    {t('circulation.holdForm.nextReturn', {
                      date: formatDay(library.proxima_devolucao, language),
                    })}
                  </Text>
                )}
                {library.disponiveis > 0 && (
                  <Text size="sm" fw={600}>
                    {t('circulationErrors.hold_copies_available')}
                  </Text>
                )}
              </Alert>
            )}
            <OptionSelects
              options={HOLD_OPTIONS}
              choicesOf={(option) => optionValues(info, option)}
              values={choice}
              onChange={set}
              label={(option) => t(`circulation.holdForm.options.${option}`)}
              error={optionError}
              placeholder={t('circulation.holdForm.chooseOption')}
              noneLabel={t('circulation.holdForm.none')}
              testIdPrefix="hold"
            />
            {problem && <ProblemAlert testId="hold-problem">{problem}</ProblemAlert>}
            <div>
              <Button type="submit" loading={place.isPending} data-testid="hold-submit">
                {t('circulation.holdForm.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
