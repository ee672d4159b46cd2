import { coinsOfTitle, type TitleDetail } from '@estante/contract';
import { Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  useLocation,
  useOutletContext,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { QueryError } from '../../components/query-error';
import { TitleBasketAction } from '../../features/basket/components/basket-actions';
import { MoreCopiesLink } from '../../features/acquisition/components/more-copies-link';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { isNotFound, useTitle } from '../../features/titles/api/get-title';
import { CopiesTable } from '../../features/titles/components/copies-table';
import { DublinCoreTable } from '../../features/titles/components/dublin-core-table';
import { MarcTable } from '../../features/titles/components/marc-table';
import { TitleHeader, TitleHeaderSkeleton } from '../../features/titles/components/title-header';
import { TitleComments } from '../../features/comments/components/title-comments';
import { CitationMarks } from '../../components/citation-marks';
import { ClosedStacks } from '../../features/titles/components/closed-stacks';
import { KardexTable } from '../../features/titles/components/kardex-table';
import { StatisticsChart } from '../../features/titles/components/statistics-chart';
import { TitleContents } from '../../features/titles/components/title-contents';
import { TitleReference } from '../../features/titles/components/title-reference';
import { TitleRequest } from '../../features/titles/components/title-request';
import { TitleSummary, TitleSummarySkeleton } from '../../features/titles/components/title-summary';
import {
  TitleTabs,
  titleTabOf,
  type TitleTabKey,
} from '../../features/titles/components/title-tabs';
import { useTitleTabs } from '../../features/titles/hooks/use-title-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found-route';

interface TitleContext {
  id: string;
  title: TitleDetail;
}

const useTitleContext = () => useOutletContext<TitleContext>();

/** The sub-path of a title address after `/acervo/{id}/` ('' for the summary). */
const subPathOf = (pathname: string) => pathname.replace(/\/+$/, '').split('/').slice(3).join('/');

function TitleDocumentTitle({ title }: { title: string | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: institution } = useInstitution();
  const tab = titleTabOf(subPathOf(pathname)) ?? titleTabOf('')!;
  const page = title ? `${t(`titles.tabs.${tab.key}`)} — ${title}` : t('app.loading');
  useDocumentTitle(page, institution?.sigla ?? institution?.nome);
  return null;
}

/**
 * The tab bar with the tabs that apply to the title (those known once `title` is there). A
 * component of its own: the five calls that decide the tabs re-render only the bar as they
 * start and answer, not the whole page (each was a long task on a phone, issue 11 §8).
 */
function TitleTabBar({
  id,
  title,
  current,
}: {
  id: string;
  title?: TitleDetail;
  current?: TitleTabKey;
}) {
  const visible = useTitleTabs(id, title);
  return <TitleTabs titleId={id} visible={visible} current={current} />;
}

/** Title detail `/acervo/{codAcervo}` and its sub-pages (spec §2): heading, tabs, the tab. */
function TitleLayout() {
  const { t } = useTranslation();
  const { codAcervo = '' } = useParams();
  const { pathname } = useLocation();
  const tab = titleTabOf(subPathOf(pathname));
  const valid = /^\d{1,10}$/.test(codAcervo) && tab !== undefined;
  const { data, isPending, isError, error, refetch } = useTitle(valid ? codAcervo : '0');

  // An unknown id or sub-page is the not-found screen in place of the whole title page.
  if (!valid || (isError && isNotFound(error))) return <NotFoundRoute />;

  return (
    <Container size="xl" pb="xl" aria-busy={isPending}>
      <TitleDocumentTitle title={data?.titulo} />
      {isPending ? (
        <>
          <TitleHeaderSkeleton />
          <TitleTabBar id={codAcervo} current={tab?.key} />
          <TitleSummarySkeleton />
        </>
      ) : isError ? (
        <div style={{ paddingBlock: 24 }}>
          <QueryError message={t('titles.error')} onRetry={() => void refetch()} />
        </div>
      ) : (
        <>
          <TitleHeader
            title={data}
            actions={
              <Group gap="xs">
                <TitleBasketAction title={data} />
                <MoreCopiesLink title={data} />
              </Group>
            }
          />
          <CitationMarks id={data.cod_acervo} facts={coinsOfTitle(data, window.location.origin)} />
          <TitleTabBar id={codAcervo} title={data} current={tab?.key} />
          <Outlet context={{ id: codAcervo, title: data } satisfies TitleContext} />
        </>
      )}
    </Container>
  );
}

function SummaryTab() {
  const { id, title } = useTitleContext();
  return (
    <>
      <TitleSummary title={title} />
      <TitleComments titleId={id} />
    </>
  );
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

function HoldTab() {
  const { id } = useTitleContext();
  return <TitleRequest titleId={id} kind="hold" />;
}

function LoanRequestTab() {
  const { id } = useTitleContext();
  return <TitleRequest titleId={id} kind="loanRequest" />;
}

function KardexTab() {
  const { id, title } = useTitleContext();
  return <KardexTable titleId={id} title={title.titulo} />;
}

function SerialContentsTab() {
  const { id } = useTitleContext();
  return <TitleContents titleId={id} kind="serial" />;
}

function BookContentsTab() {
  const { id, title } = useTitleContext();
  return <TitleContents titleId={id} kind="book" fallback={title.conteudo} />;
}

function StatisticsTab() {
  const { id, title } = useTitleContext();
  return <StatisticsChart titleId={id} title={title.titulo} />;
}

function ClosedStacksTab() {
  const { id } = useTitleContext();
  return <ClosedStacks titleId={id} />;
}

/** The title page with one child route per tab, under `/acervo/{codAcervo}/`. */
const titleRoutes: RouteObject[] = [
  {
    element: <TitleLayout />,
    children: [
      { index: true, element: <SummaryTab /> },
      { path: 'referencia', element: <ReferenceTab /> },
      { path: 'marc', element: <MarcTab /> },
      { path: 'exemplares', element: <CopiesTab /> },
      { path: 'dublin-core', element: <DublinCoreTab /> },
      { path: 'reserva', element: <HoldTab /> },
      { path: 'solicitacao-emprestimo', element: <LoanRequestTab /> },
      { path: 'colecao-kardex', element: <KardexTab /> },
      { path: 'sumarios', element: <SerialContentsTab /> },
      { path: 'sumarios-livros', element: <BookContentsTab /> },
      { path: 'dados-estatisticos', element: <StatisticsTab /> },
      { path: 'acervo-fechado', element: <ClosedStacksTab /> },
      // Any other sub-path: TitleLayout shows the not-found screen instead of the title page.
      { path: '*', element: null },
    ],
  },
];

/**
 * The route `acervo/:codAcervo/*` (its tabs are routes of their own, below it): a module loaded
 * when a title is first opened, out of the home and results bundle.
 */
export function TitlePage() {
  return useRoutes(titleRoutes);
}
