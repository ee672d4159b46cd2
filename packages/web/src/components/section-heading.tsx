import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section-heading.module.css';

export function SectionHeading({
  id,
  icon,
  children,
}: {
  id: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Title order={2} id={id} className={classes.heading}>
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      {children}
    </Title>
  );
}
