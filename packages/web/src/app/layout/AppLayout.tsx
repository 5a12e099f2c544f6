import { AppShell, Burger, Button, Group, NavLink as MantineNavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { can } from '@obra/domain';
import { confirm } from '../../lib/feedback.js';
import { useSession } from '../../lib/session.js';
import { ownerKey } from '../../lib/offline/owner.js';
import { Spinner } from '../../components/Spinner.js';
import { menuFor } from '../navigation.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { ThemeToggle } from './ThemeToggle.js';
import { PageReady } from '../PageReady.js';
import { FocusOnNavigate } from './FocusOnNavigate.js';
import classes from './AppLayout.module.css';
import { lazyNamed } from '../../lib/lazy-named.js';

const SignedInActions = lazyNamed(() => import('./SignedInActions.js'), 'SignedInActions');

const NAV_ID = 'app-menu';

/** The phone's menu closes on Escape (focus back on its button) and when the screen grows to desktop width. */
function useMenuClosing(opened: boolean, close: () => void) {
  const wide = useMediaQuery('(min-width: 75em)');
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>(`[aria-controls="${NAV_ID}"]`)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, close]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { account, principal, logOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const entries = menuFor(principal);
  useMenuClosing(opened, close);

  const logout = async () => {
    close();
    // Issue 13: the device forgets the account's kept jobs unless changes of it are still unsent.
    const owner = account ? ownerKey(account) : null;
    const device = owner ? await import('../../lib/offline/sign-out.js').catch(() => null) : null;
    const unsent = owner && device ? await device.unsentCount(owner).catch(() => 0) : 0;
    if (await confirm(unsent > 0 ? t('offline.logoutWaiting', { count: unsent }) : t('nav.logoutConfirm'))) {
      if (owner && device && unsent === 0) void device.forgetDevice(owner).catch(() => undefined);
      logOut();
      navigate('/');
    }
  };

  const isActive = (to: string) =>
    !to.includes('#') && (to === '/' ? location.pathname === '/' : location.pathname.startsWith(to));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'lg', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <a href="#main" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={t(opened ? 'nav.closeMenu' : 'nav.menu')}
              aria-expanded={opened}
              aria-controls={NAV_ID}
            />
            <UnstyledButton component={Link} to="/" className={classes.brand} onClick={close}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text fw={800} size="lg">
                {t('app.name')}
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap={4} visibleFrom="lg" component="nav" aria-label={t('nav.main')} wrap="nowrap">
            {entries.map((e) => (
              <Button
                key={e.to + e.label}
                component={NavLink}
                to={e.to}
                variant={isActive(e.to) ? 'light' : 'subtle'}
                size="compact-sm"
              >
                {t(`nav.${e.label}`)}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {account ? (
              <Suspense fallback={<ThemeToggle />}>
                <SignedInActions onLogout={logout}>
                  <ThemeToggle />
                </SignedInActions>
              </Suspense>
            ) : (
              <>
                <LanguageSwitch />
                <ThemeToggle />
              </>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {/* Off screen while closed (always, at desktop width): out of the Tab order and of screen readers. */}
      <AppShell.Navbar p="md" id={NAV_ID} aria-label={t('nav.main')} inert={!opened}>
        <Stack gap={2}>
          {entries.map((e) => (
            <MantineNavLink
              key={e.to + e.label}
              component={NavLink}
              to={e.to}
              label={t(`nav.${e.label}`)}
              active={isActive(e.to)}
              onClick={close}
            />
          ))}
          {can(principal, 'project.create') && (
            <>
              <MantineNavLink
                component={Link}
                to="/dashboard?nuevo=recordatorio"
                label={t('nav.newReminder')}
                onClick={close}
              />
              <MantineNavLink
                component={Link}
                to="/projects?nuevo=proyecto"
                label={t('nav.newProject')}
                onClick={close}
              />
            </>
          )}
          {account && <MantineNavLink component="button" label={t('nav.logout')} onClick={logout} c="red" />}
        </Stack>
      </AppShell.Navbar>

      {/* While the phone's menu is open, Tab stays in the header and the menu, not the page under it. */}
      <AppShell.Main id="main" inert={opened}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageReady />
          <FocusOnNavigate />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
