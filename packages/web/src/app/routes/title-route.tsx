import type { TitleDetail } from '@estante/contract';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useOutletContext, useParams, type RouteObject } from 'react-router';
import { QueryError } from '../../components/query-error';
import { TitleBasketAction } from '../../features/basket/components/basket-actions';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { isNotFound, useTitle } from '../../features/titles/api/get-title';
import { CopiesTable } from '../../features/titles/components/copies-table';
import { DublinCoreTable } from '../../features/titles/components/dublin-core-table';
import { MarcTable } from '../../features/titles/components/marc-table';
import { TitleHeader, TitleHeaderSkeleton } from '../../features/titles/components/title-header';
import { TitleReference } from '../../features/titles/components/title-reference';
import { TitleSummary, TitleSummarySkeleton } from '../../features/titles/components/title-summary';
import { TITLE_TABS, TitleTabs } from '../../features/titles/components/title-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found-route';

interface TitleContext {
  id: string;
  title: TitleDetail;
}

const useTitleContext = () => useOutletContext<TitleContext>();

function TitleDocumentTitle({ title }: { title: string | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: institution } = useInstitution();
  const segment = pathname.replace(/\/+$/, '').split('/')[3] ?? '';
  const tab = TITLE_TABS.find((entry) => entry.path === segment) ?? TITLE_TABS[0];
  const page = title ? `${t(`titles.tabs.${tab.key}`)} — ${title}` : t('app.loading');
  useDocumentTitle(page, institution?.sigla ?? institution?.nome);
  return null;
}

/** Title detail `/acervo/{codAcervo}` and its sub-pages (spec §2): heading, tabs, the tab. */
function TitleLayout() {
  const { t } = useTranslation();
  const { codAcervo = '' } = useParams();
  const valid = /^\d{1,10}$/.test(codAcervo);
  const { data, isPending, isError, error, refetch } = useTitle(valid ? codAcervo : '0');

  if (!valid || (isError && isNotFound(error))) return <NotFoundRoute />;

  return (
    <Container size="xl" pb="xl" aria-busy={isPending}>
      <TitleDocumentTitle title={data?.titulo} />
      {isPending ? (
        <>
          <TitleHeaderSkeleton />
          <TitleTabs titleId={codAcervo} />
          <TitleSummarySkeleton />
        </>
      ) : isError ? (
        <div style={{ paddingBlock: 24 }}>
          <QueryError message={t('titles.error')} onRetry={() => void refetch()} />
        </div>
      ) : (
        <>
          <TitleHeader title={data} actions={<TitleBasketAction title={data} />} />
          <TitleTabs titleId={codAcervo} />
          <Outlet context={{ id: codAcervo, title: data } satisfies TitleContext} />
        </>
      )}
    </Container>
  );
}

function SummaryTab() {
  const { title } = useTitleContext();
  return <TitleSummary title={title} />;
}

function ReferenceTab() {
  const { id } = useTitleContext();
  return <TitleReference titleId={id} />;
}

function MarcTab() {
  const { id, title } = useTitleContext();
  return <MarcTable titleId={id} title={title.titulo} />;
}

function CopiesTab() {
  const { id, title } = useTitleContext();
  return <CopiesTable titleId={id} title={title.titulo} />;
}

function DublinCoreTab() {
  const { id, title } = useTitleContext();
  return <DublinCoreTable titleId={id} title={title.titulo} />;
}

/** The route entry of the title page, with one child route per tab. */
export const titleRoute: RouteObject = {
  path: 'acervo/:codAcervo',
  element: <TitleLayout />,
  children: [
    { index: true, element: <SummaryTab /> },
    { path: 'referencia', element: <ReferenceTab /> },
    { path: 'marc', element: <MarcTab /> },
    { path: 'exemplares', element: <CopiesTab /> },
    { path: 'dublin-core', element: <DublinCoreTab /> },
    { path: '*', element: <NotFoundRoute /> },
  ],
};
