import { MINIMUM_BROWSERS } from '@estante/contract';
import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { outdatedBrowser } from '../../lib/browser-support';

const outdated = typeof navigator === 'undefined' ? null : outdatedBrowser(navigator.userAgent);

/** Warns users of browsers older than the spec's minimum versions (spec §2, §9). */
export function BrowserNotice() {
  const { t } = useTranslation();
  if (!outdated) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('browser.outdatedTitle')}
        data-testid="browser-notice"
      >
        {t('browser.outdated', {
          browser: outdated.label,
          version: outdated.version,
          ...MINIMUM_BROWSERS,
        })}
      </Alert>
    </Container>
  );
}
