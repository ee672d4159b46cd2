import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import { IconLogin, IconMessageCircle } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { LoginModal } from '../../auth/components/login-modal';
import { useSession } from '../../../lib/session-store';
import { useComments } from '../api/get-comments';
import classes from './title-comments.module.css';
import { dateTimeFormat } from '../../../lib/intl-format';
import { TitleCommentForm } from './title-comment-form';

/**
 * Readers' comments on a title: approved ones only, as plain text with author and date; the
 * comment form for a signed-in patron, or a prompt to sign in to write one. The prompt opens the
 * login modal, so the reader stays on the title; its address (/login?redirect=…) still serves
 * a middle click, a new tab or a page without scripts.
 */
export function TitleComments({ titleId }: { titleId: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const signedIn = useSession((state) => state.user !== null);
  const { data, isPending, isError, refetch } = useComments(titleId);
  const [loginOpened, login] = useDisclosure(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loginHref = `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    dateStyle: 'long',
  });

  return (
    <section
      className={classes.section}
      aria-labelledby="comments-heading"
      aria-busy={isPending}
      data-testid="comments"
    >
      <h2 id="comments-heading" ref={heading} tabIndex={-1} className={classes.heading}>
        {t('comments.heading')}
        {data && data.length > 0 && <span className={classes.count}> ({data.length})</span>}
      </h2>
      {isPending ? (
        <Skeleton height={80} radius="md" />
      ) : isError ? (
        <QueryError message={t('comments.error')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Text className={classes.muted}>{t('comments.empty')}</Text>
      ) : (
        <ul className={classes.list}>
          {data.map((comment) => (
            <li key={comment.cod_comentario} className={classes.comment} data-testid="comment">
              <IconMessageCircle size={20} aria-hidden className={classes.icon} />
              <div>
                <p className={classes.text} data-testid="comment-text">
                  {comment.texto}
                </p>
                <Text size="sm" className={classes.muted}>
                  {comment.autor} ·{' '}
                  <time dateTime={comment.data}>{dateFormat.format(new Date(comment.data))}</time>
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
      {signedIn && <TitleCommentForm titleId={titleId} />}
      {!signedIn && (
        <Paper withBorder className={classes.prompt}>
          <Text>{t('comments.signInMessage')}</Text>
          <Anchor
            component={Link}
            to={loginHref}
            className={classes.promptLink}
            aria-haspopup="dialog"
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              // A plain click opens the modal; with a modifier the link does what links do.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              login.open();
            }}
            data-testid="comments-sign-in"
          >
            <IconLogin size={18} aria-hidden />
            {t('comments.signIn')}
          </Anchor>
        </Paper>
      )}
      {/* Outside the prompt: the prompt goes as soon as the session changes. */}
      <LoginModal
        opened={loginOpened}
        onClose={login.close}
        onSignedIn={() => heading.current?.focus()}
      />
    </section>
  );
}
