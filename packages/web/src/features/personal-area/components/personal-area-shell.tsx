import { Burger, Container, NavLink, Title } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PersonalAreaTab } from '../lib/tabs';
import classes from './personal-area.module.css';

const BASE = '/meupergamum';

/**
 * The personal area's frame (spec §2): its menu of tabs beside the content on desktop, behind
 * a button on narrow screens (menu flags: desktop open, mobile closed).
 */
export function PersonalAreaShell({
  tabs,
  children,
}: {
  tabs: readonly PersonalAreaTab[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();

  // A chosen tab closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <Container size="xl" className={classes.page}>
      <div className={classes.titleRow}>
        <Title order={1} className={classes.title}>
          {t('personalArea.title')}
        </Title>
        <Burger
          opened={mobileOpen}
          onClick={() => setMobileOpen((open) => !open)}
          aria-expanded={mobileOpen}
          aria-controls={menuId}
          aria-label={t('personalArea.toggleMenu')}
          hiddenFrom="md"
          data-testid="personal-area-menu-toggle"
        />
      </div>
      <div className={classes.layout}>
        <nav
          id={menuId}
          aria-label={t('personalArea.menu')}
          className={classes.menu}
          data-mobile-open={mobileOpen || undefined}
          data-testid="personal-area-menu"
        >
          {tabs.map((tab) => {
            const to = tab.path ? `${BASE}/${tab.path}` : BASE;
            const active = pathname === to || pathname === `${to}/`;
            return (
              <NavLink
                key={tab.key}
                component={Link}
                to={to}
                label={t(tab.label)}
                leftSection={<tab.icon size={20} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                className={classes.menuLink}
              />
            );
          })}
        </nav>
        <div className={classes.content}>{children}</div>
      </div>
    </Container>
  );
}
