import { PermanentBasketPanel } from '../../features/basket/components/permanent-basket-panel';
import { useFeatures } from '../../features/parameters/api/get-features';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/cesta-permanente`: Permanent basket (spec §2) */
export function PermanentBasketRoute() {
  const { data: features } = useFeatures();
  return (
    <PersonalAreaPage title="permanentBasket.title">
      <PermanentBasketPanel emailAvailable={features?.cesta_email ?? false} />
    </PersonalAreaPage>
  );
}
