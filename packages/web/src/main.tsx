// Mantine's base styles; each component's own come with it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { bindAccessibilitySettings } from './features/accessibility/apply-settings';
import { initI18n } from './lib/i18n';

bindAccessibilitySettings();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void initI18n().then(() => {
  // The first render as a transition: React renders in slices of a few milliseconds, so the page
  // answers input while it draws instead of blocking the main thread for the whole tree.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
