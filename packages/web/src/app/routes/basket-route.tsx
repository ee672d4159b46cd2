import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BasketPage } from '../../features/basket/components/basket-page';
import { SaveToPermanentBasket } from '../../features/basket/components/save-to-permanent-basket';
import { ClosedStackRequest } from '../../features/loan-requests/components/closed-stack-request';
import { useFeatures } from '../../features/parameters/api/get-features';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/cesta`: the visitor's basket of titles (spec §2). */
export function BasketRoute() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const { data: features } = useFeatures();
  // Closed-stack requests and the permanent basket are a patron's: offered once signed in.
  const signedIn = useSession((state) => state.user !== null);
  useDocumentTitle(t('basket.title'), institution?.sigla ?? institution?.nome);
  return (
    <Container size="xl">
      <BasketPage
        emailAvailable={features?.cesta_email ?? false}
        selectionActions={
          signedIn ? (selected) => <ClosedStackRequest titles={selected} /> : undefined
        }
        basketActions={
          signedIn
            ? (items) => <SaveToPermanentBasket ids={items.map((item) => item.cod_acervo)} />
            : undefined
        }
      />
    </Container>
  );
}
