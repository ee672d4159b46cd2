import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A question before something that cannot be undone (delete an alert or a comment, cancel holds,
 * clear the history, leave the unit): what will happen, "keep" and the red confirmation.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  pending = false,
  testId,
  confirmTestId,
}: {
  opened: boolean;
  title: string;
  /** What will happen (and to what). */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirmed call is running: confirm shows it, cancel waits. */
  pending?: boolean;
  testId?: string;
  confirmTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content data-testid={testId}>
        {/* A div, not Mantine's <header>: a second banner landmark would confuse readers. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('app.close')} />
        </Modal.Header>
        <Modal.Body>
          {children}
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button color="red.9" onClick={onConfirm} loading={pending} data-testid={confirmTestId}>
              {confirmLabel}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
