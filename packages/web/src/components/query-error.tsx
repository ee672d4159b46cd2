import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Error state of a section whose data could not be loaded, with a retry button. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={message}
      role="alert"
    >
      {t('errors.generic')}
      <div>
        <Button
          mt="sm"
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('app.retry')}
        </Button>
      </div>
    </Alert>
  );
}
