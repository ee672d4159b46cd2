import type { TitleDetail } from '@estante/contract';
import { Badge, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { OriginalText, originalOf } from '../../../components/original-script';
import classes from './title-page.module.css';

/** The title's heading, shown above every tab. */
export function TitleHeader({
  title,
  actions,
}: {
  title: TitleDetail;
  /** Actions another feature shows under the heading (the basket's toggle). */
  actions?: ReactNode;
}) {
  return (
    <div className={classes.header}>
      <Badge
        className={classes.materialType}
        vars={() => ({ root: { '--badge-bg': title.cor, '--badge-color': '#fff' } })}
      >
        {title.desc_tipo_obra}
      </Badge>
      <Title order={1} className={classes.heading}>
        {title.titulo}
        {title.subtitulo && <span className={classes.subtitle}>: {title.subtitulo}</span>}
      </Title>
      {originalOf(title.escrita_original, 'titulo').map((field, index) => (
        <p key={index} className={classes.originalTitle} data-testid="original-title">
          <OriginalText field={field} />
        </p>
      ))}
      {title.responsabilidade && (
        <Text className={classes.responsibility}>
          {title.responsabilidade}
          {originalOf(title.escrita_original, 'responsabilidade').map((field, index) => (
            <span key={index}>
              {' = '}
              <OriginalText field={field} />
            </span>
          ))}
        </Text>
      )}
      {actions && <div style={{ marginTop: 12 }}>{actions}</div>}
    </div>
  );
}

export function TitleHeaderSkeleton() {
  return (
    <div className={classes.header} aria-hidden>
      <Skeleton height={20} width={80} radius="xl" mb="sm" />
      <Skeleton height={34} width="70%" mb="sm" />
      <Skeleton height={18} width="40%" />
    </div>
  );
}
