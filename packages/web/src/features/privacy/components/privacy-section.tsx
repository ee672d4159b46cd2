import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconUserX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from '../../../components/circulation.module.css';
import { ApiRequestError } from '../../../lib/api-client';
import { signOut } from '../../auth/api/sign-out';
import { saveDownload } from '../../basket/api/export-basket';
import { closeAccount, downloadMyData } from '../api/privacy';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : String(error);

/**
 * The privacy part of Personal data (docs/privacy.md): download everything the library holds
 * about the patron, or close the account after the password is asked again.
 */
export function PrivacySection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [closing, closeDialog] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [closeProblem, setCloseProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      saveDownload(await downloadMyData());
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setCloseProblem(t('privacy.passwordRequired'));
      return;
    }
    setSending(true);
    setCloseProblem(null);
    try {
      await closeAccount(password);
      await signOut();
      void navigate('/', { replace: true, state: { accountClosed: true } });
    } catch (error) {
      setCloseProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="privacy-title" data-testid="privacy-section">
      <Title order={3} id="privacy-title" className={classes.sectionTitle} mt="xl">
        {t('privacy.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('privacy.intro')}
      </Text>
      {problem && (
        <Alert color="yellow" variant="light" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
      <Group mt="md" gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="privacy-download"
        >
          {t('privacy.download')}
        </Button>
        <Button
          variant="default"
          color="red"
          leftSection={<IconUserX size={16} aria-hidden />}
          onClick={closeDialog.open}
          data-testid="privacy-close-account"
        >
          {t('privacy.closeAccount')}
        </Button>
      </Group>
      <Modal.Root opened={closing} onClose={closeDialog.close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>{t('privacy.closeTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('app.close')} />
          </Modal.Header>
          <Modal.Body>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="sm">
                <Text size="sm">{t('privacy.closeBody')}</Text>
                <PasswordInput
                  label={t('privacy.password')}
                  required
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  autoComplete="current-password"
                  aria-invalid={closeProblem !== null}
                  aria-describedby={closeProblem ? 'privacy-close-problem' : undefined}
                  data-testid="privacy-close-password"
                />
                {closeProblem && (
                  <Alert id="privacy-close-problem" color="yellow" variant="light" role="alert">
                    {closeProblem}
                  </Alert>
                )}
                <Group justify="flex-end" mt="sm">
                  <Button variant="default" onClick={closeDialog.close}>
                    {t('privacy.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    color="red.9"
                    loading={sending}
                    data-testid="privacy-close-confirm"
                  >
                    {t('privacy.confirmClose')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </section>
  );
}
