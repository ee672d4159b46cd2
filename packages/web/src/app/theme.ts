import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Petrol teal: the catalogue's brand colour; shade 6 and darker keep 4.5:1 with white text.
const petrol: MantineColorsTuple = [
  '#e5f5f7',
  '#c9e9ee',
  '#98d3dc',
  '#66bcc8',
  '#3fa8b6',
  '#2596a5',
  '#137a87',
  '#0f6f7b',
  '#0b5c68',
  '#084a54',
];

export const theme = createTheme({
  colors: { petrol },
  primaryColor: 'petrol',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
});
