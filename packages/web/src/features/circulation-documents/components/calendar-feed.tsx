import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendar, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetCalendarFeed } from '../api/calendar-feed';
import { errorText } from './error-text';

/**
 * The private iCal address of the patron's due dates. The server keeps only a hash, so the
 * address is shown once, when made; making a new one ends the previous one.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const reset = useResetCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);

  return (
    <Paper withBorder radius="md" p="lg" data-testid="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('circulationDocuments.calendar.title')}
        </Title>
        <Text size="sm">{t('circulationDocuments.calendar.intro')}</Text>
        {url && (
          <Group align="end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('circulationDocuments.calendar.urlLabel')}
              value={url}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="calendar-feed-url"
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                >
                  {copied
                    ? t('circulationDocuments.calendar.copied')
                    : t('circulationDocuments.calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {reset.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errorText(t, reset.error, 'circulationDocuments.calendar.error')}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconCalendar size={16} aria-hidden />}
            loading={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSuccess: (feed) => setUrl(feed.url) })}
          >
            {url
              ? t('circulationDocuments.calendar.reset')
              : t('circulationDocuments.calendar.create')}
          </Button>
          <Text size="xs" c="var(--est-muted)">
            {t('circulationDocuments.calendar.resetHint')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
