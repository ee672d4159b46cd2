import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { PermanentBasketPanel } from '../../features/basket/components/permanent-basket-panel';
import { useFeatures } from '../../features/parameters/api/get-features';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

function PermanentBasketScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const { data: features } = useFeatures();
  const userData = useUserData();
  useDocumentTitle(t('permanentBasket.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : (
        <PermanentBasketPanel emailAvailable={features?.cesta_email ?? false} />
      )}
    </PersonalAreaShell>
  );
}

/** `/meupergamum/cesta-permanente`: Permanent basket (spec §2) */
export function PermanentBasketRoute() {
  return (
    <RequireUser>
      <PermanentBasketScreen />
    </RequireUser>
  );
}
