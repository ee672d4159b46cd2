import { MARC_FORMATS } from '@estante/contract';
import { Button, Group, Skeleton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MarcFieldsTable } from '../../../components/marc-fields-table';
import { QueryError } from '../../../components/query-error';
import { marcDownloadUrl, useMarc } from '../api/get-marc';
import classes from './title-page.module.css';

/** The MARC tab: every field with its indicators and subfields, and the record's downloads. */
export function MarcTable({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useMarc(titleId);

  return (
    <section aria-labelledby="marc-heading" aria-busy={isPending}>
      <h2 id="marc-heading" className={classes.sectionHeading}>
        {t('titles.marc.heading')}
      </h2>
      <Group gap="sm" mb="md" role="group" aria-label={t('titles.marc.download')}>
        {MARC_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={marcDownloadUrl(titleId, format)}
            download
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t(`titles.marc.formats.${format}`)}
          </Button>
        ))}
      </Group>
      {isPending ? (
        <Skeleton height={320} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.marc.error')} onRetry={() => void refetch()} />
      ) : (
        <MarcFieldsTable
          record={data}
          caption={t('titles.marc.caption', { title })}
          captionId="marc-caption"
        />
      )}
    </section>
  );
}
