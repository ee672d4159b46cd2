import { Anchor, Paper, Text } from '@mantine/core';
import { IconInfoCircle, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './title-tabs.module.css';

/** The heading of a tab's section (`h2`), with the id its section is labelled by. */
export function TabHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={classes.heading}>
      {children}
    </h2>
  );
}

/** What a tab shows when it has nothing for this title: a sentence, never an error. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder className={classes.empty} data-testid="tab-empty">
      <IconInfoCircle size={22} aria-hidden className={classes.emptyIcon} />
      <Text>{children}</Text>
    </Paper>
  );
}

/** The sign-in address that brings the reader back to this page afterwards. */
export function useLoginHref() {
  const { pathname, search } = useLocation();
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}

/** A prompt to sign in, for what only a signed-in patron may do. */
export function SignInPrompt({ message, action }: { message: string; action: string }) {
  const href = useLoginHref();
  return (
    <Paper withBorder className={classes.signIn}>
      <Text>{message}</Text>
      <Anchor component={Link} to={href} className={classes.signInLink}>
        <IconLogin size={18} aria-hidden />
        {action}
      </Anchor>
    </Paper>
  );
}
