import { Paper, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
