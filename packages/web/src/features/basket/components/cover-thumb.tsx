import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { coverUrl } from '../lib/paths';
import classes from './basket.module.css';

/** A title's cover; a neutral placeholder when the image cannot be had (title gone, offline). */
export function CoverThumb({
  codAcervo,
  alt,
  missing,
}: {
  codAcervo: number;
  alt: string;
  missing: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (missing || failed) {
    return (
      <span className={classes.coverFallback} aria-hidden data-testid="cover-fallback">
        <IconBook2 size={24} />
      </span>
    );
  }
  return (
    <img
      className={classes.cover}
      src={coverUrl(codAcervo, 64)}
      alt={alt}
      width={56}
      height={78}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
