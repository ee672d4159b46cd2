import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeError } from '../lib/days';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * A start and an end day with the spec §5 checks (both given, start not after end), for the
 * history sections. `children` adds filters of the section's own beside the dates.
 */
export function DateRangeForm({
  initial,
  onSubmit,
  label,
  children,
}: {
  initial: DateRange;
  onSubmit: (range: DateRange) => void;
  /** The form's accessible name. */
  label: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateRangeError(start, end);
    if (problem) {
      setError(
        problem === 'dates_out_of_order'
          ? t('circulationErrors.dates_out_of_order')
          : t(`circulation.dateRange.${problem}`),
      );
      return;
    }
    setError(null);
    onSubmit({ start, end });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={label}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('circulation.dateRange.start')}
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
          error={error !== null}
          required
          data-testid="range-start"
        />
        <TextInput
          type="date"
          label={t('circulation.dateRange.end')}
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          error={error}
          required
          data-testid="range-end"
        />
        {children}
        <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
          {t('circulation.dateRange.submit')}
        </Button>
      </Group>
    </form>
  );
}
