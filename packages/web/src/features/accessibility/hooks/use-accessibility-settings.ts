import { ACCESSIBILITY_DEFAULTS, COLOUR_SCHEMES, ZOOM_LEVELS } from '@estante/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/** Accessibility settings (spec §3), wire names kept: zoom, negrito, cor, libras. */
export interface AccessibilitySettings {
  zoom: ZoomLevel;
  negrito: boolean;
  cor: ColourScheme;
  libras: boolean;
}

interface AccessibilityStore extends AccessibilitySettings {
  setZoom: (zoom: ZoomLevel) => void;
  setCor: (cor: ColourScheme) => void;
  setNegrito: (negrito: boolean) => void;
  setLibras: (libras: boolean) => void;
  reset: () => void;
}

const defaults: AccessibilitySettings = { ...ACCESSIBILITY_DEFAULTS };

function sanitise(value: Partial<AccessibilitySettings> | undefined): AccessibilitySettings {
  const zoom = ZOOM_LEVELS.find((level) => level === value?.zoom) ?? defaults.zoom;
  const cor = COLOUR_SCHEMES.find((scheme) => scheme === value?.cor) ?? defaults.cor;
  return {
    zoom,
    cor,
    negrito: value?.negrito === true,
    libras: value?.libras === true,
  };
}

export const useAccessibilitySettings = create<AccessibilityStore>()(
  persist(
    (set) => ({
      ...defaults,
      setZoom: (zoom) => set({ zoom }),
      setCor: (cor) => set({ cor }),
      setNegrito: (negrito) => set({ negrito }),
      setLibras: (libras) => set({ libras }),
      reset: () => set(defaults),
    }),
    {
      name: STORAGE_KEYS.accessibility,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ zoom, negrito, cor, libras }) => ({ zoom, negrito, cor, libras }),
      // Stored values come from the user's browser: keep only what the spec allows.
      merge: (persisted, current) => ({
        ...current,
        ...sanitise(persisted as Partial<AccessibilitySettings> | undefined),
      }),
    },
  ),
);
