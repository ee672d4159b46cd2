import { REFERENCE_STYLES, type ReferenceStyle } from '@estante/contract';
import { Button, Group, Paper, Radio, Skeleton, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { useReference } from '../api/get-reference';
import classes from './title-page.module.css';

const isStyle = (value: string | null): value is ReferenceStyle =>
  (REFERENCE_STYLES as readonly string[]).includes(value ?? '');

/** Renders the reference's markdown as text: `**bold**` (ABNT's title) and `*italic*` (APA…). */
function ReferenceText({ markdown }: { markdown: string }) {
  return (
    <>
      {markdown.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/).map((part, index) => {
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
          return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
          return <em key={index}>{part.slice(1, -1)}</em>;
        return part;
      })}
    </>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The reference tab: style picker (kept in the address as `estilo`) and copy to clipboard. */
export function TitleReference({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('estilo');
  const style: ReferenceStyle = isStyle(requested) ? requested : 'abnt';
  const { data, isPending, isError, refetch } = useReference(titleId, style);
  const [copy, setCopy] = useState<CopyState>('idle');

  const handleStyleChange = (value: string) => {
    setCopy('idle');
    setParams(value === 'abnt' ? {} : { estilo: value }, { replace: true });
  };

  const handleCopy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.texto);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section aria-labelledby="reference-heading" aria-busy={isPending}>
      <h2 id="reference-heading" className={classes.sectionHeading}>
        {t('titles.reference.heading')}
      </h2>
      <Radio.Group
        value={style}
        onChange={handleStyleChange}
        label={t('titles.reference.style')}
        mb="md"
      >
        <Group mt="xs" gap="lg">
          {REFERENCE_STYLES.map((option) => (
            <Radio key={option} value={option} label={t(`titles.reference.styles.${option}`)} />
          ))}
        </Group>
      </Radio.Group>
      {isPending ? (
        <Skeleton height={72} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.reference.error')} onRetry={() => void refetch()} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md" className={classes.reference}>
            <Text data-testid="reference-text">
              <ReferenceText markdown={data.markdown} />
            </Text>
          </Paper>
          <Group mt="md" gap="md">
            <Button
              onClick={() => void handleCopy()}
              leftSection={
                copy === 'copied' ? (
                  <IconCheck size={18} aria-hidden />
                ) : (
                  <IconCopy size={18} aria-hidden />
                )
              }
            >
              {t('titles.reference.copy')}
            </Button>
            <Text
              role="status"
              className={copy === 'failed' ? classes.error : classes.confirmation}
            >
              {copy === 'copied'
                ? t('titles.reference.copied')
                : copy === 'failed'
                  ? t('titles.reference.copyFailed')
                  : ''}
            </Text>
          </Group>
        </>
      )}
    </section>
  );
}
