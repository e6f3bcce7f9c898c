import Box from '@mui/material/Box';
import { Outlet, type RouteObject, ScrollRestoration, createBrowserRouter } from 'react-router-dom';
import { RouteError } from './routes/route-error';

function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Blank while the first page's code loads; it is usually there within a frame or two. */
function InitialLoad() {
  return <Box sx={{ minHeight: '100vh' }} />;
}

/** Every page is its own chunk, so the landing page only loads what it shows. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    HydrateFallback: InitialLoad,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }) },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }) },
      { path: 'signup', lazy: async () => ({ Component: (await import('./routes/auth/signup')).SignupRoute }) },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute }),
      },
      { path: 'my-quotes', lazy: async () => ({ Component: (await import('./routes/my-quotes')).MyQuotesRoute }) },
      { path: 'analysis/:id', lazy: async () => ({ Component: (await import('./routes/analysis')).AnalysisRoute }) },
      { path: 'quotes/:id', lazy: async () => ({ Component: (await import('./routes/analysis')).AnalysisRoute }) },
      { path: 'compare', lazy: async () => ({ Component: (await import('./routes/compare')).CompareRoute }) },
      {
        path: 'shared/:token',
        lazy: async () => ({ Component: (await import('./routes/shared-report')).SharedReportRoute }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./routes/admin/root')).AdminRoot }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute }),
          },
          {
            path: 'quotes',
            lazy: async () => ({ Component: (await import('./routes/admin/quotes')).AdminQuotesRoute }),
          },
          { path: 'users', lazy: async () => ({ Component: (await import('./routes/admin/users')).AdminUsersRoute }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
