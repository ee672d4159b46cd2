// Mantine's base styles; each component's own come with it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/global.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, queryClient } from './app/providers';
import { markFirstPagePainted } from './components/after-first-paint';
import { router } from './app/router';
import { bindAccessibilitySettings } from './features/accessibility/apply-settings';
import { firstCalls } from './lib/first-calls';
import { initI18n } from './lib/i18n';

// The build puts the stylesheets in the body, for the server's first screen to paint before
// them (vite.config.ts); back in the head, they come before those a lazily loaded page adds
// there, in the order the styles were written for.
document.head.append(...document.querySelectorAll('body > link[rel="stylesheet"]'));

bindAccessibilitySettings();

/**
 * Removes the first screen the server drew before the app (server web-pages/shell.ts) in the
 * app's first commit, before it paints: one frame has the shell, the next the app. Once that
 * has painted, pages are opened in the app, not loaded (AfterFirstPaint `atLoadOnly`).
 */
function WithoutShell({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.querySelector('body > [data-shell]')?.remove();
    requestAnimationFrame(() => setTimeout(markFirstPagePainted));
  }, []);
  return children;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The header's and search form's calls go out now and are answered before the first render.
const language = initI18n();
void Promise.all([language, firstCalls(queryClient, language)]).then(() => {
  // The first render as a transition: React renders in slices of a few milliseconds, so the page
  // answers input while it draws instead of blocking the main thread for the whole tree.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <WithoutShell>
            <RouterProvider router={router} />
          </WithoutShell>
        </AppProviders>
      </StrictMode>,
    );
  });
});
