import { MARC_FORMATS } from '@estante/contract';
import { Button, Group, Skeleton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MarcFieldsTable } from '../../../components/marc-fields-table';
import { QueryError } from '../../../components/query-error';
import { authorityMarcDownloadUrl, useAuthorityMarc } from '../api/get-authority-marc';
import classes from './authority-page.module.css';

/** The MARC tab of an authority: every field with its indicators and subfields, and downloads. */
export function AuthorityMarcTable({
  authorityId,
  heading,
}: {
  authorityId: string;
  heading: string;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAuthorityMarc(authorityId);

  return (
    <section aria-labelledby="authority-marc-heading" aria-busy={isPending}>
      <h2 id="authority-marc-heading" className={classes.sectionHeading}>
        {t('authorities.marc.heading')}
      </h2>
      <Group gap="sm" mb="md" role="group" aria-label={t('authorities.marc.download')}>
        {MARC_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={authorityMarcDownloadUrl(authorityId, format)}
            download
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t(`authorities.marc.formats.${format}`)}
          </Button>
        ))}
      </Group>
      {isPending ? (
        <Skeleton height={280} radius="md" />
      ) : isError ? (
        <QueryError message={t('authorities.marc.error')} onRetry={() => void refetch()} />
      ) : (
        <MarcFieldsTable
          record={data}
          caption={t('authorities.marc.caption', { heading })}
          captionId="authority-marc-caption"
        />
      )}
    </section>
  );
}
