import { useTranslation } from 'react-i18next';
import { RecordTabs } from '../../../components/record-tabs';

/** Sub-pages of an authority record, in tab order. */
export const AUTHORITY_TABS = [
  { key: 'details', path: '' },
  { key: 'marc', path: 'marc' },
] as const;

/** The tab bar of an authority page. */
export function AuthorityTabs({ authorityId }: { authorityId: string }) {
  const { t } = useTranslation();
  return (
    <RecordTabs
      base={`/autoridade/${authorityId}`}
      label={t('authorities.tabs.label')}
      tabs={AUTHORITY_TABS.map((tab) => ({
        path: tab.path,
        label: t(`authorities.tabs.${tab.key}`),
      }))}
    />
  );
}
