import { useTranslation } from 'react-i18next';
import { RecordTabs } from '../../../components/record-tabs';

/** Sub-pages of a title with a screen of their own (spec §2), in tab order. */
export const TITLE_TABS = [
  { key: 'summary', path: '' },
  { key: 'reference', path: 'referencia' },
  { key: 'marc', path: 'marc' },
  { key: 'copies', path: 'exemplares' },
  { key: 'dublinCore', path: 'dublin-core' },
] as const;
export type TitleTabKey = (typeof TITLE_TABS)[number]['key'];

/** The tab bar of a title page. */
export function TitleTabs({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  return (
    <RecordTabs
      base={`/acervo/${titleId}`}
      label={t('titles.tabs.label')}
      tabs={TITLE_TABS.map((tab) => ({ path: tab.path, label: t(`titles.tabs.${tab.key}`) }))}
    />
  );
}
