import { Badge, Skeleton, Title } from '@mantine/core';
import type { Authority } from '../api/get-authority';
import classes from './authority-page.module.css';

/** The authority's heading and kind, shown above every tab. */
export function AuthorityHeader({ authority }: { authority: Authority }) {
  return (
    <div className={classes.header}>
      <Badge className={classes.kind} variant="light" data-testid="authority-kind">
        {authority.desc_tipo}
      </Badge>
      <Title order={1} className={classes.heading}>
        {authority.cabecalho}
      </Title>
    </div>
  );
}

export function AuthorityHeaderSkeleton() {
  return (
    <div className={classes.header} aria-hidden>
      <Skeleton height={20} width={110} radius="xl" mb="sm" />
      <Skeleton height={34} width="60%" />
    </div>
  );
}
