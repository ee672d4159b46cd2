import { Badge, Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/circulation.module.css';
import { formatDay } from '../../../lib/days';

/** A profile's validity date, and "Expired" once it has passed (in words, not colour alone). */
export function Validity({ day, expired }: { day: string; expired: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Text span className={classes.nowrap}>
        {formatDay(day, i18n.resolvedLanguage ?? 'pt')}
      </Text>{' '}
      {expired && (
        <Badge color="red.8" variant="light" size="sm" data-testid="profile-expired">
          {t('interestProfiles.expired')}
        </Badge>
      )}
    </>
  );
}

/** Deletes one profile, named for screen readers. */
export function RemoveButton({
  name,
  onClick,
  loading,
}: {
  name: string;
  onClick: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      color="red.8"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      loading={loading}
      aria-label={t('interestProfiles.removeOf', { name })}
      data-testid="profile-remove"
    >
      {t('interestProfiles.remove')}
    </Button>
  );
}
