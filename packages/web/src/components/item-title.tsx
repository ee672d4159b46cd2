import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './circulation.module.css';

/** An item's title linking to its page, with author and volume/tome/part when it has them. */
export function ItemTitle({
  codAcervo,
  titulo,
  detail,
}: {
  codAcervo: number | null;
  titulo: string;
  detail?: string | null;
}) {
  return (
    <>
      {codAcervo ? (
        <Anchor component={Link} to={`/acervo/${codAcervo}`} className={classes.titleLink}>
          {titulo}
        </Anchor>
      ) : (
        <Text span className={classes.titleLink}>
          {titulo}
        </Text>
      )}
      {detail && (
        <Text size="sm" className={classes.muted}>
          {detail}
        </Text>
      )}
    </>
  );
}

/** Author, volume, tome and part of an item, joined for one line under its title. */
export const itemDetail = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' · ') || null;
