import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { SavedItemsPanel } from '../../features/privacy/components/saved-items-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

function SavedItemsScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t('savedItems.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? <Skeleton height={240} radius="md" /> : <SavedItemsPanel />}
    </PersonalAreaShell>
  );
}

/** `/meupergamum/itens-salvos`: Saved items (spec §2). */
export function SavedItemsRoute() {
  return (
    <RequireUser>
      <SavedItemsScreen />
    </RequireUser>
  );
}
