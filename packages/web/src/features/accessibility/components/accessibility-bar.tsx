import { COLOUR_SCHEMES, ZOOM_LEVELS } from '@estante/contract';
import {
  Button,
  Container,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAccessible,
  IconBold,
  IconChevronDown,
  IconHandFinger,
  IconMoon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../../components/segmented-radios';
import {
  useAccessibilitySettings,
  type ColourScheme,
  type ZoomLevel,
} from '../hooks/use-accessibility-settings';
import classes from './accessibility-bar.module.css';

interface ToggleProps {
  pressed: boolean;
  onToggle: () => void;
  icon: ReactNode;
  children: ReactNode;
}

function Toggle({ pressed, onToggle, icon, children }: ToggleProps) {
  return (
    <Button
      size="compact-sm"
      variant="default"
      className={classes.toggle}
      aria-pressed={pressed}
      data-pressed={pressed || undefined}
      leftSection={icon}
      onClick={onToggle}
    >
      {children}
    </Button>
  );
}

const colourKey = (scheme: ColourScheme) => (scheme === '' ? 'normal' : scheme);

/** Top accessibility bar (spec §2): zoom, colours, bold text, Libras and dark mode. */
export function AccessibilityBar() {
  const { t } = useTranslation();
  const [expanded, { toggle }] = useDisclosure(false);
  const { zoom, cor, negrito, libras, setZoom, setCor, setNegrito, setLibras } =
    useAccessibilitySettings();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';

  return (
    <section className={classes.bar} aria-labelledby="accessibility-title">
      <Container size="xl" className={classes.inner}>
        <div className={classes.heading}>
          <span id="accessibility-title" className={classes.title}>
            <IconAccessible size={18} aria-hidden />
            {t('accessibility.title')}
          </span>
          <UnstyledButton
            className={classes.expand}
            aria-expanded={expanded}
            aria-controls="accessibility-options"
            onClick={toggle}
          >
            <span className={classes.title} data-mobile>
              <IconAccessible size={18} aria-hidden />
              {t('accessibility.toggle')}
            </span>
            <IconChevronDown size={16} aria-hidden className={classes.chevron} />
          </UnstyledButton>
        </div>
        <div
          id="accessibility-options"
          className={classes.options}
          data-expanded={expanded || undefined}
        >
          <div className={classes.control}>
            <span id="accessibility-zoom" className={classes.label}>
              {t('accessibility.zoom')}
            </span>
            <SegmentedRadios
              name="zoom"
              size="xs"
              labelledBy="accessibility-zoom"
              classNames={{ root: classes.segmented, label: classes.segmentLabel }}
              value={String(zoom)}
              onChange={(value) => setZoom(Number(value) as ZoomLevel)}
              options={ZOOM_LEVELS.map((level) => ({
                value: String(level),
                label: t('accessibility.zoomLevel', { level }),
              }))}
            />
          </div>
          <div className={classes.control}>
            <span id="accessibility-colour" className={classes.label}>
              {t('accessibility.colour')}
            </span>
            <SegmentedRadios
              name="cor"
              size="xs"
              labelledBy="accessibility-colour"
              classNames={{ root: classes.segmented, label: classes.segmentLabel }}
              value={cor}
              onChange={(value) => setCor(value as ColourScheme)}
              options={COLOUR_SCHEMES.map((scheme) => ({
                value: scheme,
                label: t(`accessibility.colours.${colourKey(scheme)}`),
              }))}
            />
          </div>
          <div className={classes.toggles}>
            <Toggle
              pressed={negrito}
              onToggle={() => setNegrito(!negrito)}
              icon={<IconBold size={16} aria-hidden />}
            >
              {t('accessibility.bold')}
            </Toggle>
            <Toggle
              pressed={libras}
              onToggle={() => setLibras(!libras)}
              icon={<IconHandFinger size={16} aria-hidden />}
            >
              {t('accessibility.libras')}
            </Toggle>
            <Toggle
              pressed={dark}
              onToggle={() => setColorScheme(dark ? 'light' : 'dark')}
              icon={<IconMoon size={16} aria-hidden />}
            >
              {t('accessibility.darkMode')}
            </Toggle>
          </div>
        </div>
      </Container>
    </section>
  );
}
