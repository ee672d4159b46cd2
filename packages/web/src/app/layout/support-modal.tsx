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
        leftSection={<IconLifebuoy size={18} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t('footer.support')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('support.title')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Text style={{ whiteSpace: 'pre-line' }} data-testid="support-message">
          {message?.trim() ? message : t('support.fallback')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>{t('app.close')}</Button>
        </Group>
      </Modal>
    </>
  );
}
