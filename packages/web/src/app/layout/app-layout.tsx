import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccessibilityBar } from '../../features/accessibility/components/accessibility-bar';
import { LibrasPanel } from '../../features/accessibility/components/libras-panel';
import { SessionExpiredNotice } from '../../features/auth/components/session-expired-notice';
import classes from './app-layout.module.css';
import { BrowserNotice } from './browser-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteFocus } from '../../lib/use-route-focus';
import { useServerHeadCleanup } from '../../lib/use-page-head';

/**
 * Page chrome around every screen: skip link, accessibility bar, header, footer. A change of
 * page moves focus to its main heading.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  useServerHeadCleanup();
  return (
    <div className={classes.shell}>
      <a href="#conteudo" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <header>
        <AccessibilityBar />
        <SiteHeader />
      </header>
      <LibrasPanel />
      <main id="conteudo" ref={main} tabIndex={-1} className={classes.main}>
        <BrowserNotice />
        <SessionExpiredNotice />
        {/* A page's code on a first visit (routes other than home and results load on demand). */}
        <Suspense fallback={<div aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
