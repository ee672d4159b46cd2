import { TITLE_TABS } from '@estante/contract';
import { useTranslation } from 'react-i18next';
import { RecordTabs } from '../../../components/record-tabs';

/**
 * Sub-pages of a title with a screen of their own (spec §2), in tab order: the contract's list,
 * which the server also reads (it answers 404 for any other sub-page).
 */
export { TITLE_TABS };
export type TitleTabKey = (typeof TITLE_TABS)[number]['key'];

/** The tab of a title page's sub-path ('' for the summary); undefined for an unknown one. */
export const titleTabOf = (subPath: string) => TITLE_TABS.find((tab) => tab.path === subPath);

/**
 * The tab bar of a title page. `visible` lists the tabs that apply to this title (the tab
 * being shown is always kept, so a deep link to a tab that does not apply stays marked).
 */
export function TitleTabs({
  titleId,
  visible,
  current,
}: {
  titleId: string;
  visible?: ReadonlySet<TitleTabKey>;
  current?: TitleTabKey;
}) {
  const { t } = useTranslation();
  const tabs = TITLE_TABS.filter(
    (tab) => visible === undefined || visible.has(tab.key) || tab.key === current,
  );
  return (
    <RecordTabs
      base={`/acervo/${titleId}`}
      label={t('titles.tabs.label')}
      tabs={tabs.map((tab) => ({ path: tab.path, label: t(`titles.tabs.${tab.key}`) }))}
    />
  );
}
