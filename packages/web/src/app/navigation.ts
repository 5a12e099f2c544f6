import { SCREENS, can, isScreen, type Principal } from '@obra/domain';

export interface MenuEntry {
  /** Key under nav.* in the catalogues. */
  label: string;
  to: string;
}

const VISITOR_MENU: MenuEntry[] = [
  { label: 'home', to: '/' },
  { label: 'products', to: '/#our-products' },
  { label: 'pricing', to: '/#pricing' },
  { label: 'resources', to: '/#resources' },
  { label: 'faq', to: '/about' },
  { label: 'login', to: '/login' },
];

/**
 * SPEC §2's header menu: a visitor's, or the screens the policy lets the account open (in
 * SCREENS' order, each labelled by its path), then the FAQs.
 */
export function menuFor(principal: Principal | null): MenuEntry[] {
  if (!principal) return VISITOR_MENU;
  const screens = SCREENS.filter((screen) => can(principal, 'screen.open', screen));
  return [...screens.map((to) => ({ label: to.slice(1), to })), { label: 'faqs', to: '/about' }];
}

/** Whether the account may open a signed-in route; a path that is no signed-in screen is nobody's. */
export function mayOpen(principal: Principal | null, path: string): boolean {
  return isScreen(path) && can(principal, 'screen.open', path);
}

/**
 * Where a notification leads: its project's details for those who have the Projects screen, the
 * Jobs screen for those who have only that one (an employee), nowhere without a project.
 */
export function notificationTarget(principal: Principal | null, projectId: number | null): string | null {
  if (projectId === null) return null;
  if (can(principal, 'screen.open', '/projects')) return `/projects?id=${projectId}`;
  if (can(principal, 'screen.open', '/jobs')) return '/jobs';
  return null;
}
