import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './site-footer.module.css';

/** Support button and modal with the institution's support message, shown as plain text. */
export function SupportButton({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <Button
        variant="outline"
        className={classes.supportButton}
        vars={() => ({
          root: {
            '--button-color': 'var(--est-footer-link)',
            '--button-bd': '1px solid var(--est-footer-border)',
            '--button-hover': 'rgba(255, 255, 255, 0.12)',
          },
        })}
        leftSection={<IconLifebuoy size={18} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t('footer.support')}
      </Button>
      <Modal.Root opened={opened} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          {/* A div, not Mantine's <header>: a second banner landmark would confuse readers. */}
          <Modal.Header component="div">
            <Modal.Title className={classes.modalTitle}>{t('support.title')}</Modal.Title>
            <Modal.CloseButton aria-label={t('app.close')} />
          </Modal.Header>
          <Modal.Body>
            <Text style={{ whiteSpace: 'pre-line' }} data-testid="support-message">
              {message?.trim() ? message : t('support.fallback')}
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button onClick={close}>{t('app.close')}</Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
