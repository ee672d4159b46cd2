import { ACTIVITY, type Activity } from '@estante/contract';
import type { ParseKeys } from 'i18next';
import type { Icon } from '@tabler/icons-react';
import { IconHome } from '@tabler/icons-react';

/** A personal-area tab that exists in this version, with the activity that turns it on. */
export interface PersonalAreaTab {
  key: string;
  /** Path under /meupergamum ('' for Home). */
  path: string;
  label: ParseKeys;
  activity: number;
  icon: Icon;
}

/** Spec §2 lists the tabs; only those built so far are here. */
export const PERSONAL_AREA_TABS: readonly PersonalAreaTab[] = [
  {
    key: 'home',
    path: '',
    label: 'personalArea.tabs.home',
    activity: ACTIVITY.personalArea,
    icon: IconHome,
  },
];

/** The tabs whose activity the patron has (spec §6 feature gating). */
export function tabsFor(permissions: readonly Activity[]): PersonalAreaTab[] {
  const codes = new Set(permissions.map((activity) => activity.cod_atividade));
  return PERSONAL_AREA_TABS.filter((tab) => codes.has(tab.activity));
}
