import {
  ACTIVITY,
  COMMENT_STATUSES,
  type Activity,
  type CommentStatus,
  type MyComment,
} from '@estante/contract';
import { Button, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import type { Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import { ItemTitle } from '../../../components/item-title';
import classes from '../../../components/circulation.module.css';
import { formatInstantDay, isDay } from '../../../lib/days';
import { useDeleteComment, useMyComments, type MyCommentsFilter } from '../api/my-comments';
import { commentErrorMessage } from '../lib/comment-error';
import { CommentForm } from './comment-form';
import styles from './my-comments.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const isStatus = (value: string | null): value is CommentStatus =>
  (COMMENT_STATUSES as readonly string[]).includes(value ?? '');

/** The filter in the address (?dataIni&dataFim&situacao): the last year by default. */
function useFilter(): [MyCommentsFilter, (filter: MyCommentsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const year = lastYear();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const situacao = params.get('situacao');
  const filter: MyCommentsFilter = {
    dataIni: isDay(dataIni) ? dataIni : year.start,
    dataFim: isDay(dataFim) ? dataFim : year.end,
    situacao: isStatus(situacao) ? situacao : '',
  };
  const setFilter = (next: MyCommentsFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.situacao) search.set('situacao', next.situacao);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/**
 * The Comments page of the personal area (the footer's comments link): the general comment
 * form, then the patron's comments — on titles and general — with their status and the
 * library's reply, by date range and status, each deleted after confirmation. Without the
 * comments activity (spec §6, 13) the form says why instead.
 */
export function MyCommentsPanel({ permissions }: { permissions: readonly Activity[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const [status, setStatus] = useState<CommentStatus | ''>(filter.situacao);
  const comments = useMyComments(filter);
  const remove = useDeleteComment();
  const [confirming, setConfirming] = useState<MyComment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const handleDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.cod_comentario, {
      onSuccess: () => {
        setProblem(null);
        setDeleted(true);
        setConfirming(null);
      },
      onError: (error) => {
        setProblem(commentErrorMessage(error, t, language));
        setConfirming(null);
      },
    });
  };

  const columns: Column<MyComment>[] = [
    {
      header: t('comments.mine.columns.about'),
      cell: (comment) =>
        comment.cod_acervo !== null && comment.titulo !== null ? (
          <ItemTitle codAcervo={comment.cod_acervo} titulo={comment.titulo} />
        ) : (
          <Text span>{t('comments.mine.general')}</Text>
        ),
    },
    {
      header: t('comments.mine.columns.library'),
      cell: (comment) => comment.desc_biblioteca,
    },
    {
      header: t('comments.mine.columns.text'),
      // As typed: React writes it as text, markup included.
      cell: (comment) => (
        <Text size="sm" className={styles.preWrap} data-testid="my-comment-text">
          {comment.texto}
        </Text>
      ),
    },
    {
      header: t('comments.mine.columns.sent'),
      cell: (comment) => formatInstantDay(comment.data, language),
      nowrap: true,
    },
    {
      header: t('comments.mine.columns.status'),
      cell: (comment) => (
        <>
          <StatusPill status={comment.situacao} />
          {comment.resposta && (
            <Text size="sm" mt={4} data-testid="my-comment-reply">
              {t('comments.mine.reply', { reply: comment.resposta })}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('comments.mine.columns.actions'),
      cell: (comment) => (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden className={styles.danger} />}
          aria-label={t('comments.mine.deleteLabel', {
            about: comment.titulo ?? t('comments.mine.general'),
            date: formatInstantDay(comment.data, language),
          })}
          onClick={() => {
            setDeleted(false);
            setConfirming(comment);
          }}
          data-testid="my-comment-delete"
        >
          {t('comments.mine.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="my-comments-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('comments.mine.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('comments.mine.intro')}
      </Text>
      <section aria-labelledby="general-comment-heading">
        <Title order={3} id="general-comment-heading" className={classes.sectionTitle} mb="sm">
          {t('comments.mine.generalHeading')}
        </Title>
        {permissions.some((activity) => activity.cod_atividade === ACTIVITY.comments) ? (
          <CommentForm titleId={null} testId="general-comment-form" />
        ) : (
          <ProblemAlert testId="comments-not-allowed">
            {t('comments.errors.comments_not_allowed')}
          </ProblemAlert>
        )}
      </section>
      <section aria-labelledby="my-comments-heading">
        <Title order={3} id="my-comments-heading" className={classes.sectionTitle} mt="xl" mb="sm">
          {t('comments.mine.listHeading')}
        </Title>
        {problem && (
          <ProblemAlert testId="my-comments-problem" mb="sm">
            {problem}
          </ProblemAlert>
        )}
        {deleted && (
          <SuccessAlert testId="my-comment-deleted">{t('comments.mine.deleted')}</SuccessAlert>
        )}
        <HistorySection
          id="my-comments"
          label={t('comments.mine.filter')}
          range={{ start: filter.dataIni, end: filter.dataFim }}
          onRangeChange={(range) =>
            setFilter({ dataIni: range.start, dataFim: range.end, situacao: status })
          }
          filters={
            <NativeSelect
              label={t('comments.mine.status')}
              value={status}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setStatus(isStatus(value) ? value : '');
              }}
              data-testid="my-comments-status"
            >
              <option value="">{t('comments.mine.allStatuses')}</option>
              {COMMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`comments.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          }
          query={comments}
          errorMessage={t('comments.mine.error')}
          emptyMessage={t('comments.mine.empty')}
          emptyTestId="my-comments-empty"
          caption={(count) => t('comments.mine.caption', { count })}
          columns={columns}
          itemId={(comment) => comment.cod_comentario}
          testId="my-comments-table"
          rowTestId="my-comment-row"
        />
      </section>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('comments.mine.confirmTitle')}
        cancelLabel={t('comments.mine.keep')}
        confirmLabel={t('comments.mine.confirmDelete')}
        onCancel={() => setConfirming(null)}
        onConfirm={handleDelete}
        pending={remove.isPending}
        testId="delete-comment-modal"
        confirmTestId="confirm-delete-comment"
      >
        <Text className={styles.preWrap}>{confirming?.texto}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

function StatusPill({ status }: { status: CommentStatus }) {
  const { t } = useTranslation();
  const tone =
    status === 'approved'
      ? classes.pillSuccess
      : status === 'rejected'
        ? classes.pillDanger
        : classes.pillNeutral;
  return (
    <span className={`${classes.pill} ${tone}`} data-testid="my-comment-status">
      {t(`comments.statuses.${status}`)}
    </span>
  );
}
