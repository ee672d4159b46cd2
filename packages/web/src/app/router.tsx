import { lazy } from 'react';
import type { WebRoutePath } from '@estante/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';
import { SearchGuiaRoute } from './routes/search-guia-route';
import { RequireUser } from '../features/auth/components/require-user';

// Home and results are in the first bundle; every other page is a chunk of its own, loaded when
// first opened (issue 11 §8). AppLayout's Suspense shows a placeholder on a first visit; a
// navigation (a transition) keeps the current page until the next one's code has arrived.
const TitlePage = lazy(() =>
  import('./routes/title-route').then((m) => ({ default: m.TitlePage })),
);
const AuthorityPage = lazy(() =>
  import('./routes/authority-route').then((m) => ({ default: m.AuthorityPage })),
);
const BasketRoute = lazy(() =>
  import('./routes/basket-route').then((m) => ({ default: m.BasketRoute })),
);
const HistoryRoute = lazy(() =>
  import('./routes/history-route').then((m) => ({ default: m.HistoryRoute })),
);
const IndexRoute = lazy(() =>
  import('./routes/index-route').then((m) => ({ default: m.IndexRoute })),
);
const LoginRoute = lazy(() =>
  import('./routes/login-route').then((m) => ({ default: m.LoginRoute })),
);
const LogoutRoute = lazy(() =>
  import('./routes/logout-route').then((m) => ({ default: m.LogoutRoute })),
);
const personalArea = () => import('./routes/personal-area-route');
const PersonalAreaRoute = lazy(() =>
  personalArea().then((m) => ({ default: m.PersonalAreaRoute })),
);
const PersonalDataRoute = lazy(() =>
  personalArea().then((m) => ({ default: m.PersonalDataRoute })),
);
const ChangePasswordRoute = lazy(() =>
  personalArea().then((m) => ({ default: m.ChangePasswordRoute })),
);
const ExchangeUsersRoute = lazy(() =>
  personalArea().then((m) => ({ default: m.ExchangeUsersRoute })),
);
const LoansRoute = lazy(() => personalArea().then((m) => ({ default: m.LoansRoute })));
const RenewalRoute = lazy(() => personalArea().then((m) => ({ default: m.RenewalRoute })));
const DebitsRoute = lazy(() => personalArea().then((m) => ({ default: m.DebitsRoute })));
const SuspensionsRoute = lazy(() => personalArea().then((m) => ({ default: m.SuspensionsRoute })));
const HoldsRoute = lazy(() => personalArea().then((m) => ({ default: m.HoldsRoute })));
const circulationDocuments = () => import('./routes/circulation-documents-route');
const LoanTokenRoute = lazy(() =>
  circulationDocuments().then((m) => ({ default: m.LoanTokenRoute })),
);
const NoDebtsRoute = lazy(() => circulationDocuments().then((m) => ({ default: m.NoDebtsRoute })));
const LoanRequestsRoute = lazy(() =>
  import('./routes/loan-requests-route').then((m) => ({ default: m.LoanRequestsRoute })),
);
const RequestsRoute = lazy(() =>
  import('./routes/requests-route').then((m) => ({ default: m.RequestsRoute })),
);
const TeachingPlanRoute = lazy(() =>
  import('./routes/teaching-plan-route').then((m) => ({ default: m.TeachingPlanRoute })),
);
const interestProfiles = () => import('./routes/interest-profile-routes');
const InterestProfileRoute = lazy(() =>
  interestProfiles().then((m) => ({ default: m.InterestProfileRoute })),
);
const AreasOfInterestRoute = lazy(() =>
  interestProfiles().then((m) => ({ default: m.AreasOfInterestRoute })),
);
const CheckTitlesRoute = lazy(() =>
  interestProfiles().then((m) => ({ default: m.CheckTitlesRoute })),
);
const AlertsRoute = lazy(() => interestProfiles().then((m) => ({ default: m.AlertsRoute })));
const acquisition = () => import('./routes/acquisition-route');
const SuggestionRoute = lazy(() => acquisition().then((m) => ({ default: m.SuggestionRoute })));
const SuggestionsRoute = lazy(() => acquisition().then((m) => ({ default: m.SuggestionsRoute })));
const PurchaseOrdersRoute = lazy(() =>
  acquisition().then((m) => ({ default: m.PurchaseOrdersRoute })),
);
const AcquisitionStatisticsRoute = lazy(() =>
  acquisition().then((m) => ({ default: m.AcquisitionStatisticsRoute })),
);
const TitleTotalsRoute = lazy(() => acquisition().then((m) => ({ default: m.TitleTotalsRoute })));
const SavedItemsRoute = lazy(() =>
  import('./routes/personal-services-routes').then((m) => ({ default: m.SavedItemsRoute })),
);
const PaperPostRoute = lazy(() =>
  import('./routes/personal-services-routes').then((m) => ({ default: m.PaperPostRoute })),
);
const CommentsRoute = lazy(() =>
  import('./routes/comments-route').then((m) => ({ default: m.CommentsRoute })),
);
const PermanentBasketRoute = lazy(() =>
  import('./routes/permanent-basket-route').then((m) => ({ default: m.PermanentBasketRoute })),
);
const DatabasesRoute = lazy(() =>
  import('./routes/databases-route').then((m) => ({ default: m.DatabasesRoute })),
);

/** A page route: its path must be in the contract's list (the server's too). */
type PageRoute = RouteObject & { path?: WebRoutePath };

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Every path is one of the contract's WEB_ROUTE_PATHS: the server answers 404 for the rest.
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'acervo/:codAcervo/*', element: <TitlePage /> },
          { path: 'autoridade/:codAutoridade/*', element: <AuthorityPage /> },
          { path: 'cesta', element: <BasketRoute /> },
          { path: 'historico', element: <HistoryRoute /> },
          { path: 'indice', element: <IndexRoute /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'sair', element: <LogoutRoute /> },
          {
            path: 'oauth-response',
            lazy: () =>
              import('./routes/oauth-response-route').then((m) => ({
                Component: m.OauthResponseRoute,
              })),
          },
          {
            path: 'pergamum_redireciona',
            lazy: () =>
              import('./routes/redirect-sign-in-route').then((m) => ({
                Component: m.RedirectSignInRoute,
              })),
          },
          { path: 'meupergamum', element: <PersonalAreaRoute /> },
          { path: 'meupergamum/dados-pessoais', element: <PersonalDataRoute /> },
          { path: 'meupergamum/senha', element: <ChangePasswordRoute /> },
          { path: 'meupergamum/troca-usuario', element: <ExchangeUsersRoute /> },
          { path: 'meupergamum/emprestimo', element: <LoansRoute /> },
          { path: 'meupergamum/renovacao', element: <RenewalRoute /> },
          { path: 'meupergamum/debito', element: <DebitsRoute /> },
          { path: 'meupergamum/afastamentos', element: <SuspensionsRoute /> },
          { path: 'meupergamum/reservas', element: <HoldsRoute /> },
          { path: 'meupergamum/solicitacoes-emprestimo', element: <LoanRequestsRoute /> },
          {
            path: 'meupergamum/comutacao-bibliografica',
            element: <RequestsRoute type="comutacao-bibliografica" />,
          },
          {
            path: 'meupergamum/emprestimo-inter-bibliotecas',
            element: <RequestsRoute type="emprestimo-inter-bibliotecas" />,
          },
          {
            path: 'meupergamum/levantamento-bibliografico',
            element: <RequestsRoute type="levantamento-bibliografico" />,
          },
          {
            path: 'meupergamum/ficha-catalografica',
            element: <RequestsRoute type="ficha-catalografica" />,
          },
          {
            path: 'meupergamum/pesquisa-especializada',
            element: <RequestsRoute type="pesquisa-especializada" />,
          },
          { path: 'meupergamum/plano-ensino', element: <TeachingPlanRoute /> },
          { path: 'meupergamum/perfil-interesse', element: <InterestProfileRoute /> },
          { path: 'meupergamum/areas-interesse', element: <AreasOfInterestRoute /> },
          { path: 'meupergamum/verificar-titulos', element: <CheckTitlesRoute /> },
          { path: 'meupergamum/alertas', element: <AlertsRoute /> },
          { path: 'meupergamum/itens-salvos', element: <SavedItemsRoute /> },
          { path: 'meupergamum/postagem-trabalho', element: <PaperPostRoute /> },
          { path: 'meupergamum/comentarios', element: <CommentsRoute /> },
          { path: 'meupergamum/cesta-permanente', element: <PermanentBasketRoute /> },
          { path: 'meupergamum/bases-dados', element: <DatabasesRoute /> },
          { path: 'meupergamum/sugestao-compra', element: <SuggestionRoute /> },
          { path: 'meupergamum/sugestoes', element: <SuggestionsRoute /> },
          { path: 'meupergamum/pedidos-compra', element: <PurchaseOrdersRoute /> },
          { path: 'meupergamum/estatisticas-aquisicao', element: <AcquisitionStatisticsRoute /> },
          { path: 'meupergamum/totais-titulos', element: <TitleTotalsRoute /> },
          { path: 'meupergamum/token', element: <LoanTokenRoute /> },
          { path: 'meupergamum/nada-consta', element: <NoDebtsRoute /> },
          {
            // Tabs of later issues: protected like the rest of the area, not found for now.
            path: 'meupergamum/*',
            element: (
              <RequireUser>
                <NotFoundRoute />
              </RequireUser>
            ),
          },
          { path: ':guia', element: <SearchGuiaRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ] satisfies PageRoute[],
      },
    ],
  },
]);
