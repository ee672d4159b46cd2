import type { TitleDetail } from '@estante/contract';
import { Button, Skeleton, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AcquisitionStatisticsPanel } from '../../features/acquisition/components/acquisition-statistics-panel';
import { PurchaseOrdersPanel } from '../../features/acquisition/components/purchase-orders-panel';
import { SuggestionPanel } from '../../features/acquisition/components/suggestion-form';
import { SuggestionsPanel } from '../../features/acquisition/components/suggestions-panel';
import { TitleTotalsPanel } from '../../features/acquisition/components/title-totals-panel';
import type { MoreCopiesOf } from '../../features/acquisition/lib/suggestion-rules';
import { titleQueryOptions } from '../../features/titles/api/get-title';
import { loginPath } from '../../features/auth/lib/safe-redirect';
import { PersonalAreaPage } from './personal-area-page';
import { SimplePage } from './simple-page';

/** The suggestion form's fields filled from a title's record (its title page's "more copies"). */
function moreCopiesOf(title: TitleDetail): MoreCopiesOf {
  const author = title.autores.find((a) => a.principal) ?? title.autores[0];
  return {
    cod_acervo: title.cod_acervo,
    titulo: title.titulo,
    values: {
      titulo: title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo,
      autor: author?.nome ?? '',
      editor: title.editora ?? '',
      edicao: title.edicao ?? '',
      isbn_issn: title.isbn[0] ?? title.issn[0] ?? '',
    },
  };
}

/**
 * The suggestion panel; with `?acervo=ID` (a title page's "Suggest more copies") it asks more
 * copies of that title of our collection, its data filled in.
 */
function SuggestionPanelFor({ titleId }: { titleId: string | null }) {
  const title = useQuery({ ...titleQueryOptions(titleId ?? '0'), enabled: titleId !== null });
  if (titleId === null) return <SuggestionPanel />;
  if (title.isPending) return <Skeleton height={480} radius="md" aria-busy />;
  // A title that cannot be read, or of another institution: the plain form.
  const asked = title.data && title.data.instituicao === null ? moreCopiesOf(title.data) : null;
  return <SuggestionPanel key={titleId} moreCopiesOf={asked} />;
}

/**
 * `/meupergamum/sugestao-compra`: the Acquisition tab (purchase-suggestion form), also the
 * footer's purchase-suggestion link and, with `?acervo=ID`, a title page's "Suggest more
 * copies". A visitor is asked to sign in first (spec §6).
 */
export function SuggestionRoute() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const titleId = /^\d{1,10}$/.test(params.get('acervo') ?? '') ? params.get('acervo') : null;
  return (
    <PersonalAreaPage
      title="acquisition.form.title"
      visitor={
        <SimplePage title={t('acquisition.form.title')} intro={t('acquisition.signIn.intro')}>
          <Text mb="md">{t('acquisition.signIn.why')}</Text>
          <Button
            component={Link}
            to={loginPath(pathname + search)}
            leftSection={<IconLogin size={16} aria-hidden />}
            data-testid="suggestion-sign-in"
          >
            {t('acquisition.signIn.button')}
          </Button>
        </SimplePage>
      }
    >
      <SuggestionPanelFor titleId={titleId} />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/sugestoes`: Suggestion query (spec §2). */
export function SuggestionsRoute() {
  return (
    <PersonalAreaPage title="acquisition.list.title">
      <SuggestionsPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/pedidos-compra`: Purchase orders (spec §2). */
export function PurchaseOrdersRoute() {
  return (
    <PersonalAreaPage title="acquisition.orders.title">
      <PurchaseOrdersPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/estatisticas-aquisicao`: Acquisition statistics (spec §2). */
export function AcquisitionStatisticsRoute() {
  return (
    <PersonalAreaPage title="acquisition.statistics.title">
      <AcquisitionStatisticsPanel />
    </PersonalAreaPage>
  );
}

/** `/meupergamum/totais-titulos`: Title totals (spec §2). */
export function TitleTotalsRoute() {
  return (
    <PersonalAreaPage title="acquisition.totals.title">
      <TitleTotalsPanel />
    </PersonalAreaPage>
  );
}
