import { Badge, Button, Menu, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconChevronDown,
  IconLogout,
  IconUserCircle,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName, type SessionUser } from '../../../lib/session-store';
import { useUnreadAlerts } from '../../alerts/api/alerts';
import classes from './user-menu.module.css';

/**
 * The signed-in user's menu (spec §2 chrome): first-name greeting with the unread alerts'
 * count (issue 14), personal area, alerts, logout.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = firstName(user.nome);
  const unread = useUnreadAlerts(true).data?.total ?? 0;
  const unreadText = t('header.unreadAlerts', { count: unread });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          data-testid="user-menu"
        >
          {/* Narrow screens show the first name alone; one of the two is displayed at a time. */}
          <span className={classes.long}>{t('header.signedInAs', { name })}</span>
          <span className={classes.short}>{name}</span>
          {unread > 0 && (
            <Badge ml={8} size="sm" color="red.8" variant="filled" data-testid="unread-alerts">
              <span aria-hidden>{unread}</span>
              <VisuallyHidden>{unreadText}</VisuallyHidden>
            </Badge>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/meupergamum"
          leftSection={<IconUser size={18} aria-hidden />}
        >
          {t('header.personalArea')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/meupergamum/alertas"
          leftSection={<IconBell size={18} aria-hidden />}
          data-testid="user-menu-alerts"
        >
          {unread > 0 ? `${t('header.alerts')} (${unreadText})` : t('header.alerts')}
        </Menu.Item>
        <Menu.Item component={Link} to="/sair" leftSection={<IconLogout size={18} aria-hidden />}>
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
