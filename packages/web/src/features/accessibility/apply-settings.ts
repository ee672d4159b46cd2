import {
  useAccessibilitySettings,
  type AccessibilitySettings,
} from './hooks/use-accessibility-settings';

/**
 * Reflects the settings on <html>: the zoom scales the root font size (Mantine sizes are in
 * rem, so the whole page follows); colours and bold text are attributes styled in
 * accessibility.css.
 */
export function applyAccessibilitySettings(settings: AccessibilitySettings): void {
  const root = document.documentElement;
  root.style.fontSize = settings.zoom === 0 ? '' : `${100 + settings.zoom}%`;
  if (settings.cor) root.dataset.cor = settings.cor;
  else delete root.dataset.cor;
  if (settings.negrito) root.dataset.negrito = 'true';
  else delete root.dataset.negrito;
}

/** Applies the stored settings now and whenever they change. */
export function bindAccessibilitySettings(): () => void {
  applyAccessibilitySettings(useAccessibilitySettings.getState());
  return useAccessibilitySettings.subscribe(applyAccessibilitySettings);
}
