import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../components/Spinner.js';
import { loadWorkTexts } from '../lib/i18n.js';
import { RealtimeProvider } from '../lib/realtime.js';
import { SessionProvider, type SessionAccount } from '../lib/session.js';
import { AppLayout } from './layout/AppLayout.js';
import { DocumentTitle, type TitleKey } from './DocumentTitle.js';
import { ScrollToHash } from './ScrollToHash.js';
import { RequireAccess } from './RequireAccess.js';
import { RenderErrorBoundary } from './RenderErrorBoundary.js';
import { HomePage } from './pages/HomePage.js';

type Loader = () => Promise<Record<string, ComponentType>>;
type Page = ComponentType & { preload?: () => Promise<unknown> };

/**
 * Every page but the home page is its own chunk, so a visitor's first page loads no work screen.
 * Once loaded (`preload`), a page renders at once instead of suspending: the build's prerender and
 * the hydration of a prerendered page need the whole page in one pass.
 */
function page(load: Loader, name: string): Page {
  let loaded: ComponentType | null = null;
  const preload = () => load().then((module) => (loaded = module[name]!));
  // A thenable that answers at once lets React.lazy render a loaded page without suspending.
  const ready = (component: ComponentType) => ({
    then: (take: (m: { default: ComponentType }) => void) => take({ default: component }),
  });
  const Lazy = lazy(
    () =>
      (loaded ? ready(loaded) : preload().then((component) => ({ default: component }))) as Promise<{
        default: ComponentType;
      }>,
  );
  return Object.assign(Lazy, { preload });
}

// A signed-in screen comes with the texts of the signed-in screens.
const workPage = (load: Loader, name: string) =>
  page(async () => (await Promise.all([load(), loadWorkTexts()]))[0], name);

interface AppRoute {
  path: string;
  title: TitleKey;
  Page: Page;
  /** Signed-in screens check the account's access (the policy's screen.open, through navigation.ts). */
  guarded?: boolean;
}

/**
 * SPEC §2's routes. Declared as components rather than through a data router: the app loads its
 * data with TanStack Query, and the data router's code would double what a visitor's phone
 * downloads for routing (docs/decisions/0007).
 */
const ROUTES: AppRoute[] = [
  { path: '/', title: 'home', Page: HomePage },
  { path: '/about', title: 'about', Page: page(() => import('./pages/AboutPage.js'), 'AboutPage') },
  { path: '/policies', title: 'policies', Page: page(() => import('./pages/PoliciesPage.js'), 'PoliciesPage') },
  {
    path: '/subscription',
    title: 'subscription',
    Page: page(() => import('./pages/SubscriptionPage.js'), 'SubscriptionPage'),
  },
  { path: '/login', title: 'login', Page: page(() => import('../features/auth/LoginPage.js'), 'LoginPage') },
  { path: '/signup', title: 'signup', Page: page(() => import('../features/auth/SignupPage.js'), 'SignupPage') },
  {
    path: '/forgot-password',
    title: 'forgotPassword',
    Page: page(() => import('../features/auth/ForgotPasswordPage.js'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    title: 'resetPassword',
    Page: page(() => import('../features/auth/ResetPasswordPage.js'), 'ResetPasswordPage'),
  },
  {
    path: '/invitation',
    title: 'invitation',
    Page: page(() => import('../features/joining/InvitationPage.js'), 'InvitationPage'),
  },
  {
    path: '/account',
    title: 'account',
    guarded: true,
    Page: workPage(() => import('../features/account/AccountPage.js'), 'AccountPage'),
  },
  {
    path: '/dashboard',
    title: 'dashboard',
    guarded: true,
    Page: workPage(() => import('./pages/work/DashboardPage.js'), 'DashboardPage'),
  },
  {
    path: '/calendar',
    title: 'calendar',
    guarded: true,
    Page: workPage(() => import('./pages/work/CalendarPage.js'), 'CalendarPage'),
  },
  {
    path: '/projects',
    title: 'projects',
    guarded: true,
    Page: workPage(() => import('./pages/work/ProjectsPage.js'), 'ProjectsPage'),
  },
  { path: '/jobs', title: 'jobs', guarded: true, Page: workPage(() => import('./pages/work/JobsPage.js'), 'JobsPage') },
  {
    path: '/workers',
    title: 'workers',
    guarded: true,
    Page: workPage(() => import('./pages/work/WorkersPage.js'), 'WorkersPage'),
  },
  {
    path: '/clients',
    title: 'clients',
    guarded: true,
    Page: workPage(() => import('./pages/work/ClientsPage.js'), 'ClientsPage'),
  },
];

/**
 * The client's share pages (issue 14): an estimate or an invoice opened from a link, with no
 * account. Outside the app's frame (no menu: the client has none), each its own chunk, and no
 * other page's first paint carries them.
 */
const SHARE_ROUTES: { path: string; pattern: RegExp; Page: Page }[] = [
  {
    path: '/e/:token',
    pattern: /^\/e\/[^/]+\/?$/,
    Page: page(() => import('../features/share/EstimateSharePage.js'), 'EstimateSharePage'),
  },
  {
    path: '/f/:token',
    pattern: /^\/f\/[^/]+\/?$/,
    Page: page(() => import('../features/share/InvoiceSharePage.js'), 'InvoiceSharePage'),
  },
];

/** Whether a path is a client's share page, which names itself and installs no app. */
export function isSharePath(pathname: string): boolean {
  return SHARE_ROUTES.some((r) => r.pattern.test(pathname));
}

const NotFoundPage = page(() => import('./pages/NotFoundPage.js'), 'NotFoundPage');

/** Loads the page a path shows, so it renders in one pass. */
export async function preloadRoute(pathname: string): Promise<void> {
  const route =
    ROUTES.find((r) => r.path === pathname.replace(/(.)\/$/, '$1')) ??
    SHARE_ROUTES.find((r) => r.pattern.test(pathname));
  await (route ? route.Page : NotFoundPage).preload?.();
}

/** Whether a path is one of the signed-in screens. */
export function isSignedInPath(pathname: string): boolean {
  return ROUTES.some((r) => r.guarded && r.path === pathname.replace(/(.)\/$/, '$1'));
}

/** Each path's page title; anything else is the not-found page. */
export const ROUTE_TITLES: Record<string, TitleKey> = Object.fromEntries(ROUTES.map((r) => [r.path, r.title]));

/** `drawnFor`: the account the server drew the page for (docs/decisions/0010). */
export function AppRoutes({ drawnFor }: { drawnFor?: SessionAccount }) {
  return (
    <RenderErrorBoundary>
      <SessionProvider drawnFor={drawnFor}>
        <RealtimeProvider>
          <DocumentTitle titles={ROUTE_TITLES} namesItself={isSharePath} />
          <ScrollToHash />
          <Routes>
            {SHARE_ROUTES.map(({ path, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<Spinner />}>
                    <Page />
                  </Suspense>
                }
              />
            ))}
            <Route element={<AppLayout />}>
              {ROUTES.map(({ path, Page, guarded }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    guarded ? (
                      <RequireAccess path={path}>
                        <Page />
                      </RequireAccess>
                    ) : (
                      <Page />
                    )
                  }
                />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </RealtimeProvider>
      </SessionProvider>
    </RenderErrorBoundary>
  );
}
