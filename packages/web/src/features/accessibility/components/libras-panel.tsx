import { Button, Container, Text, Title } from '@mantine/core';
import { IconHandFinger } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAccessibilitySettings } from '../hooks/use-accessibility-settings';
import classes from './libras-panel.module.css';

/**
 * Shown while the Libras option is on. VLibras (the federal government's sign-language
 * widget) is a third-party script that our CSP does not load, so the panel says so plainly.
 */
export function LibrasPanel() {
  const { t } = useTranslation();
  const libras = useAccessibilitySettings((state) => state.libras);
  const setLibras = useAccessibilitySettings((state) => state.setLibras);
  if (!libras) return null;

  return (
    <aside className={classes.panel} aria-labelledby="libras-title" data-testid="libras-panel">
      <Container size="xl" className={classes.inner}>
        <IconHandFinger size={32} aria-hidden className={classes.icon} />
        <div className={classes.text}>
          <Title order={2} id="libras-title" className={classes.title}>
            {t('libras.title')}
          </Title>
          <Text size="sm">{t('libras.body')}</Text>
        </div>
        <Button variant="default" size="sm" onClick={() => setLibras(false)}>
          {t('libras.turnOff')}
        </Button>
      </Container>
    </aside>
  );
}
