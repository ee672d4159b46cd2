import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';
import { titleRoute } from './routes/title-route';
import { authorityRoute } from './routes/authority-route';
import { SearchGuiaRoute } from './routes/search-guia-route';
import { HistoryRoute } from './routes/history-route';
import { IndexRoute } from './routes/index-route';
import { BasketRoute } from './routes/basket-route';
import { LoginRoute } from './routes/login-route';
import { LogoutRoute } from './routes/logout-route';
import {
  ChangePasswordRoute,
  ExchangeUsersRoute,
  PersonalAreaRoute,
  PersonalDataRoute,
} from './routes/personal-area-route';
import { RequireUser } from '../features/auth/components/require-user';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          titleRoute,
          authorityRoute,
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
          { path: 'meupergamum', element: <PersonalAreaRoute /> },
          { path: 'meupergamum/dados-pessoais', element: <PersonalDataRoute /> },
          { path: 'meupergamum/senha', element: <ChangePasswordRoute /> },
          { path: 'meupergamum/troca-usuario', element: <ExchangeUsersRoute /> },
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
        ],
      },
    ],
  },
]);
