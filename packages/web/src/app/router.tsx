import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RealtimeProvider } from '../lib/realtime.js';
import { SessionProvider } from '../lib/session.js';
import { AppLayout } from './layout/AppLayout.js';
import { ScrollToHash } from './ScrollToHash.js';
import { RequireAccess } from './RequireAccess.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { HomePage } from './pages/HomePage.js';

// Every page but the home page is its own chunk, so a visitor's first page loads no work screen.
const page = (load: () => Promise<Record<string, ComponentType>>, name: string): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name]! }));

const AboutPage = page(() => import('./pages/AboutPage.js'), 'AboutPage');
const PoliciesPage = page(() => import('./pages/PoliciesPage.js'), 'PoliciesPage');
const SubscriptionPage = page(() => import('./pages/SubscriptionPage.js'), 'SubscriptionPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage.js'), 'NotFoundPage');
const LoginPage = page(() => import('../features/auth/LoginPage.js'), 'LoginPage');
const SignupPage = page(() => import('../features/auth/SignupPage.js'), 'SignupPage');
const AccountPage = page(() => import('../features/account/AccountPage.js'), 'AccountPage');
const DashboardPage = page(() => import('./pages/work/DashboardPage.js'), 'DashboardPage');
const CalendarPage = page(() => import('./pages/work/CalendarPage.js'), 'CalendarPage');
const ProjectsPage = page(() => import('./pages/work/ProjectsPage.js'), 'ProjectsPage');
const JobsPage = page(() => import('./pages/work/JobsPage.js'), 'JobsPage');
const WorkersPage = page(() => import('./pages/work/WorkersPage.js'), 'WorkersPage');
const ClientsPage = page(() => import('./pages/work/ClientsPage.js'), 'ClientsPage');

function Root() {
  return (
    <SessionProvider>
      <RealtimeProvider>
        <ScrollToHash />
        <Outlet />
      </RealtimeProvider>
    </SessionProvider>
  );
}

const guarded = (path: string, Page: ComponentType) => ({
  path,
  element: (
    <RequireAccess path={path}>
      <Page />
    </RequireAccess>
  ),
});

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/policies', element: <PoliciesPage /> },
          { path: '/subscription', element: <SubscriptionPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          guarded('/account', AccountPage),
          guarded('/dashboard', DashboardPage),
          guarded('/calendar', CalendarPage),
          guarded('/projects', ProjectsPage),
          guarded('/jobs', JobsPage),
          guarded('/workers', WorkersPage),
          guarded('/clients', ClientsPage),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
