import { AppShell, Burger, Button, Group, NavLink as MantineNavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { can } from '@obra/domain';
import { confirm } from '../../lib/feedback.js';
import { useSession } from '../../lib/session.js';
import { Spinner } from '../../components/Spinner.js';
import { menuFor } from '../navigation.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { ThemeToggle } from './ThemeToggle.js';
import { PageReady } from '../PageReady.js';
import classes from './AppLayout.module.css';
import { lazyNamed } from '../../lib/lazy-named.js';

const SignedInActions = lazyNamed(() => import('./SignedInActions.js'), 'SignedInActions');

export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { account, principal, logOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const entries = menuFor(principal);

  const logout = async () => {
    close();
    if (await confirm(t('nav.logoutConfirm'))) {
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
            <Burger opened={opened} onClick={toggle} hiddenFrom="lg" size="sm" aria-label={t('nav.menu')} />
            <UnstyledButton component={Link} to="/" className={classes.brand} onClick={close}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text fw={800} size="lg">
                {t('app.name')}
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap={4} visibleFrom="lg" component="nav" aria-label={t('nav.menu')} wrap="nowrap">
            {entries.map((e) => (
              <Button
                key={e.to + e.label}
                component={NavLink}
                to={e.to}
                variant={isActive(e.to) ? 'light' : 'subtle'}
                size="compact-md"
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

      <AppShell.Navbar p="md" aria-label={t('nav.menu')}>
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

      <AppShell.Main id="main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
