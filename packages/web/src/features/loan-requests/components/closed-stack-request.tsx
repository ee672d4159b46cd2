import type { ClosedStackRefusal, ClosedStackResult } from '@estante/contract';
import { Button, Group, List, Modal, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { QueryError } from '../../../components/query-error';
import { useClosedStackLibraries } from '../api/get-closed-stack-libraries';
import { useRequestClosedStacks } from '../api/request-closed-stacks';
import { loanRequestErrorMessage } from '../lib/loan-request-error';

/** A title as the basket knows it. */
export interface RequestedTitle {
  cod_acervo: number;
  titulo: string;
}

/** Each refusal's sentence: spec §8 where it has one, as the server words it too. */
const REFUSALS = {
  not_found: 'loanRequests.closedStacks.notFound',
  no_closed_stack_copies: 'circulationErrors.loan_request_no_copies',
  all_requested: 'circulationErrors.loan_request_no_copies',
  duplicate: 'circulationErrors.loan_request_limit_or_duplicate',
  limit: 'circulationErrors.loan_request_limit_or_duplicate',
} as const satisfies Record<ClosedStackRefusal, string>;

/**
 * The basket's closed-stack request for a signed-in patron (POST /gravar-armazem): the chosen
 * titles are asked from the closed stacks of one library that keeps some of them; the dialog
 * then says which were requested and why the others were not.
 */
export function ClosedStackRequest({ titles }: { titles: RequestedTitle[] }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [result, setResult] = useState<ClosedStackResult | null>(null);

  const handleOpen = () => {
    setResult(null);
    dialog.open();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBuildingWarehouse size={16} aria-hidden />}
        onClick={handleOpen}
        data-testid="closed-stacks-open"
      >
        {t('loanRequests.closedStacks.open')}
      </Button>
      <Modal.Root opened={opened} onClose={dialog.close} centered>
        <Modal.Overlay />
        <Modal.Content data-testid="closed-stacks-dialog">
          {/* A div: a <header> here would be a second banner landmark. */}
          <Modal.Header component="div">
            <Modal.Title fw={700} fz="lg">
              {t('loanRequests.closedStacks.title')}
            </Modal.Title>
            <Modal.CloseButton aria-label={t('app.close')} />
          </Modal.Header>
          <Modal.Body>
            {titles.length === 0 ? (
              <ProblemAlert testId="closed-stacks-problem">
                {t('loanRequests.closedStacks.selectFirst')}
              </ProblemAlert>
            ) : result ? (
              <ClosedStackResults result={result} titles={titles} />
            ) : (
              <ClosedStackForm titles={titles} onDone={setResult} />
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

function ClosedStackForm({
  titles,
  onDone,
}: {
  titles: RequestedTitle[];
  onDone: (result: ClosedStackResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const ids = titles.map((title) => title.cod_acervo);
  const storage = useClosedStackLibraries(ids, true);
  const send = useRequestClosedStacks();
  const [picked, setPicked] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (storage.isPending) return <Skeleton height={120} radius="md" aria-busy />;
  if (storage.isError)
    return <QueryError message={t('loanRequests.closedStacks.error')} onRetry={storage.refetch} />;
  const { libraries } = storage;
  if (libraries.length === 0)
    return (
      <ProblemAlert testId="closed-stacks-problem">
        {t('loanRequests.closedStacks.none', { count: titles.length })}
      </ProblemAlert>
    );
  // One library keeps them all: nothing to choose.
  const library = libraries.length === 1 ? String(libraries[0]!.cod_biblioteca) : picked;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!library) {
      setMissing(true);
      return;
    }
    setProblem(null);
    send.mutate(
      { libraryId: Number(library), titleIds: ids },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(loanRequestErrorMessage(error, t, language)),
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-busy={send.isPending}
      aria-label={t('loanRequests.closedStacks.title')}
      data-testid="closed-stacks-form"
    >
      <Stack gap="md">
        <Text size="sm">{t('loanRequests.closedStacks.intro', { count: titles.length })}</Text>
        <NativeSelect
          label={t('loanRequests.closedStacks.library')}
          value={library}
          onChange={(event) => {
            setPicked(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('loanRequests.closedStacks.chooseLibrary') : undefined}
          required
          data-testid="closed-stacks-library"
        >
          {libraries.length > 1 && (
            <option value="">{t('loanRequests.closedStacks.chooseLibrary')}</option>
          )}
          {libraries.map((entry) => (
            <option key={entry.cod_biblioteca} value={String(entry.cod_biblioteca)}>
              {t('loanRequests.closedStacks.libraryOption', {
                library: entry.desc_biblioteca,
                kept: entry.titleIds.length,
                total: titles.length,
              })}
            </option>
          ))}
        </NativeSelect>
        {problem && <ProblemAlert testId="closed-stacks-problem">{problem}</ProblemAlert>}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="closed-stacks-submit">
            {t('loanRequests.closedStacks.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ClosedStackResults({
  result,
  titles,
}: {
  result: ClosedStackResult;
  titles: RequestedTitle[];
}) {
  const { t } = useTranslation();
  const titleOf = (id: number) =>
    titles.find((title) => title.cod_acervo === id)?.titulo ?? String(id);
  return (
    <Stack gap="md" data-testid="closed-stacks-result">
      {result.solicitados.length > 0 && (
        <SuccessAlert testId="closed-stacks-sent">
          <Text fw={600}>
            {t('loanRequests.closedStacks.sent', { count: result.solicitados.length })}
          </Text>
          <Link to="/meupergamum/solicitacoes-emprestimo">
            {t('loanRequests.form.seeRequests')}
          </Link>
        </SuccessAlert>
      )}
      {result.nao_solicitados.length > 0 && (
        <ProblemAlert testId="closed-stacks-refused">
          <Text fw={600}>
            {t('loanRequests.closedStacks.notSent', { count: result.nao_solicitados.length })}
          </Text>
          <List size="sm" spacing={4}>
            {result.nao_solicitados.map((refusal) => (
              <List.Item key={refusal.cod_acervo}>
                {t('loanRequests.closedStacks.refusal', {
                  title: titleOf(refusal.cod_acervo),
                  reason: t(REFUSALS[refusal.motivo]),
                })}
              </List.Item>
            ))}
          </List>
        </ProblemAlert>
      )}
    </Stack>
  );
}
