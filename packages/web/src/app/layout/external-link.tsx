import { isSafeLink } from '@estante/contract';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link that opens another site in a new tab, and says so to screen readers. An address that
 * is not http, https or mailto is not followed: the content is shown as text.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!isSafeLink(href)) return <span className={className}>{children}</span>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {/* The no-break space keeps the icon on the line of the last word. */}
      <span style={{ whiteSpace: 'nowrap' }}>
        {'\u00a0'}
        <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2 }} />
      </span>
      <VisuallyHidden>{` ${t('app.opensInNewTab')}`}</VisuallyHidden>
    </Anchor>
  );
}
