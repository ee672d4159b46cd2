import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), which the build puts in place of the original
 * (vite.config.ts). The original starts from React's id and, in a layout effect on mount,
 * replaces it with a random one: a state update inside the commit, which React applies
 * synchronously — every input, combobox, checkbox, segmented control and modal on a page
 * re-rendered in one blocking task right after the first render, the largest long task of a
 * phone's page load (issue 11 §8). React's own id is unique in our single root and stable
 * across renders; only the characters a CSS selector would need escaped (Mantine looks options
 * up by `#id`) are dropped.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string'
    ? staticId
    : `mantine-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}
