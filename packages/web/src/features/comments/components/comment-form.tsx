import { COMMENT_MAX_LENGTH, type MyComment } from '@estante/contract';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { numberFormat } from '../../../lib/intl-format';
import { useCampuses, useUnitLibraries } from '../../units/api/get-campus-libraries';
import { useSendComment } from '../api/my-comments';
import { commentErrorMessage } from '../lib/comment-error';
import { FIELD_CLASSES } from '../../../components/field-classes';

/**
 * A comment form (spec §5: a library must be chosen and the text non-blank, each with its
 * message; §8 "comment sent", the pending-limit 422 as a warning): about title `titleId`, or a
 * general comment to the library with null. The text is sent as typed and shown as text.
 */
export function CommentForm({ titleId, testId }: { titleId: string | null; testId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const send = useSendComment(titleId);
  const [campus, setCampus] = useState('');
  const [library, setLibrary] = useState('');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<MyComment | null>(null);
  const campuses = useCampuses();
  const libraries = useUnitLibraries(campus === '' ? null : Number(campus));

  const libraryError = submitted && library === '' ? t('comments.form.libraryRequired') : undefined;
  const textError = submitted && text.trim() === '' ? t('comments.form.textRequired') : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(null);
    if (library === '' || text.trim() === '') {
      setProblem(null);
      return;
    }
    send.mutate(
      { b: Number(library), content: text },
      {
        onSuccess: (comment) => {
          setSent(comment);
          setProblem(null);
          setText('');
          setSubmitted(false);
        },
        onError: (error) => setProblem(commentErrorMessage(error, t, language)),
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-busy={send.isPending}
      aria-label={
        titleId === null ? t('comments.form.generalLabel') : t('comments.form.titleLabel')
      }
      data-testid={testId}
    >
      <Stack gap="sm">
        <Text size="sm">{t('comments.form.requiredNote')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            classNames={FIELD_CLASSES}
            label={t('comments.form.campus')}
            value={campus}
            onChange={(event) => {
              setCampus(event.currentTarget.value);
              // Another campus has other libraries.
              setLibrary('');
            }}
            disabled={campuses.isPending}
            data-testid="comment-campus"
          >
            <option value="">{t('comments.form.anyCampus')}</option>
            {(campuses.data ?? []).map((c) => (
              <option key={c.cod_campus} value={String(c.cod_campus)}>
                {c.nome_campus}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            classNames={FIELD_CLASSES}
            label={t('comments.form.library')}
            value={library}
            onChange={(event) => setLibrary(event.currentTarget.value)}
            error={libraryError}
            required
            disabled={libraries.isPending}
            data-testid="comment-library"
          >
            <option value="">{t('comments.form.chooseLibrary')}</option>
            {(libraries.data ?? []).map((l) => (
              <option key={l.cod_biblioteca} value={String(l.cod_biblioteca)}>
                {l.desc_biblioteca}
              </option>
            ))}
          </NativeSelect>
        </SimpleGrid>
        <Textarea
          classNames={FIELD_CLASSES}
          label={t('comments.form.text')}
          description={t('comments.form.textHelp', {
            count: COMMENT_MAX_LENGTH - text.length,
            left: numberFormat(language).format(COMMENT_MAX_LENGTH - text.length),
          })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={textError}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          data-testid="comment-text-input"
        />
        {problem && <ProblemAlert testId="comment-problem">{problem}</ProblemAlert>}
        {sent && (
          <SuccessAlert testId="comment-sent">
            <Text fw={600}>{t('comments.form.sent')}</Text>
            <Text size="sm">{t('comments.form.sentNote')}</Text>
          </SuccessAlert>
        )}
        <Group>
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
            data-testid="comment-submit"
          >
            {t('comments.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
