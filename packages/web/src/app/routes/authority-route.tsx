import { Container } from '@mantine/core';
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
import {
  isNotFound,
  useAuthority,
  type Authority,
} from '../../features/authorities/api/get-authority';
import {
  AuthorityDetails,
  AuthorityDetailsSkeleton,
} from '../../features/authorities/components/authority-details';
import {
  AuthorityHeader,
  AuthorityHeaderSkeleton,
} from '../../features/authorities/components/authority-header';
import { AuthorityMarcTable } from '../../features/authorities/components/authority-marc-table';
import {
  AUTHORITY_TABS,
  AuthorityTabs,
} from '../../features/authorities/components/authority-tabs';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found-route';

interface AuthorityContext {
  id: string;
  authority: Authority;
}

const useAuthorityContext = () => useOutletContext<AuthorityContext>();

function AuthorityDocumentTitle({ heading }: { heading: string | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: institution } = useInstitution();
  const segment = pathname.replace(/\/+$/, '').split('/')[3] ?? '';
  const tab = AUTHORITY_TABS.find((entry) => entry.path === segment) ?? AUTHORITY_TABS[0];
  const page = heading ? `${t(`authorities.tabs.${tab.key}`)} — ${heading}` : t('app.loading');
  useDocumentTitle(page, institution?.sigla ?? institution?.nome);
  return null;
}

/** Authority record `/autoridade/{codAutoridade}` and its MARC view: heading, tabs, the tab. */
function AuthorityLayout() {
  const { t } = useTranslation();
  const { codAutoridade = '' } = useParams();
  const valid = /^\d{1,10}$/.test(codAutoridade);
  const { data, isPending, isError, error, refetch } = useAuthority(valid ? codAutoridade : '0');

  if (!valid || (isError && isNotFound(error))) return <NotFoundRoute />;

  return (
    <Container size="xl" pb="xl" aria-busy={isPending}>
      <AuthorityDocumentTitle heading={data?.cabecalho} />
      {isPending ? (
        <>
          <AuthorityHeaderSkeleton />
          <AuthorityTabs authorityId={codAutoridade} />
          <AuthorityDetailsSkeleton />
        </>
      ) : isError ? (
        <div style={{ paddingBlock: 24 }}>
          <QueryError message={t('authorities.error')} onRetry={() => void refetch()} />
        </div>
      ) : (
        <>
          <AuthorityHeader authority={data} />
          <AuthorityTabs authorityId={codAutoridade} />
          <Outlet context={{ id: codAutoridade, authority: data } satisfies AuthorityContext} />
        </>
      )}
    </Container>
  );
}

function DetailsTab() {
  const { authority } = useAuthorityContext();
  return <AuthorityDetails authority={authority} />;
}

function MarcTab() {
  const { id, authority } = useAuthorityContext();
  return <AuthorityMarcTable authorityId={id} heading={authority.cabecalho} />;
}

/** The authority page with one child route per tab, under `/autoridade/{codAutoridade}/`. */
const authorityRoutes: RouteObject[] = [
  {
    element: <AuthorityLayout />,
    children: [
      { index: true, element: <DetailsTab /> },
      { path: 'marc', element: <MarcTab /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The route `autoridade/:codAutoridade/*`: a module loaded when an authority is first opened. */
export function AuthorityPage() {
  return useRoutes(authorityRoutes);
}
