import { ACTIVITY } from '@estante/contract';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../auth/api/get-user-data';
import { useMyCommentsOnTitle } from '../api/my-comments';
import { CommentForm } from './comment-form';
import classes from './title-comments.module.css';

/**
 * A signed-in patron's part of a title's comments: their own comments on it with their status
 * (the approved ones show above, the others only here), and the form — when their category has
 * the comments activity (spec §6, 13).
 */
export function TitleCommentForm({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const userData = useUserData();
  const allowed = (userData.data?.authPermissions ?? []).some(
    (activity) => activity.cod_atividade === ACTIVITY.comments,
  );
  const mine = useMyCommentsOnTitle(titleId, allowed);
  if (!allowed) return null;
  const waiting = (mine.data ?? []).filter((comment) => comment.situacao !== 'approved');
  return (
    <Paper withBorder className={classes.form} data-testid="title-comment">
      <Title order={3} fz="md" mb="xs" id="title-comment-heading">
        {t('comments.form.titleHeading')}
      </Title>
      {waiting.length > 0 && (
        <ul
          className={classes.mine}
          aria-label={t('comments.form.mine')}
          data-testid="title-my-comments"
        >
          {waiting.map((comment) => (
            <li key={comment.cod_comentario}>
              <Text size="sm">
                <strong>{t(`comments.statuses.${comment.situacao}`)}</strong>
                {' · '}
                <span className={classes.text}>{comment.texto}</span>
              </Text>
            </li>
          ))}
        </ul>
      )}
      <CommentForm titleId={titleId} testId="title-comment-form" />
    </Paper>
  );
}
