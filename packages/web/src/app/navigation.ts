import { AUTH_TYPE, type AuthType } from '@obra/domain';

export interface MenuEntry {
  /** Key under nav.* in the catalogues. */
  label: string;
  to: string;
}

const { visitor, company, employee, contractor, client } = AUTH_TYPE;

/**
 * SPEC §2's header menu by authType, with Clients for companies (PRODUCT.md) and Jobs for
 * contractors, who are assigned jobs too (docs/decisions/0006).
 */
export function menuFor(authType: AuthType): MenuEntry[] {
  if (authType === visitor) {
    return [
      { label: 'home', to: '/' },
      { label: 'products', to: '/#our-products' },
      { label: 'pricing', to: '/#pricing' },
      { label: 'resources', to: '/#resources' },
      { label: 'faq', to: '/about' },
      { label: 'login', to: '/login' },
    ];
  }
  const entries: MenuEntry[] = [];
  const is = (...types: AuthType[]) => types.includes(authType);
  if (is(company, contractor)) entries.push({ label: 'dashboard', to: '/dashboard' });
  if (is(company, employee, contractor)) entries.push({ label: 'calendar', to: '/calendar' });
  if (is(company, contractor, client)) entries.push({ label: 'projects', to: '/projects' });
  if (is(employee, contractor)) entries.push({ label: 'jobs', to: '/jobs' });
  if (is(company)) entries.push({ label: 'workers', to: '/workers' }, { label: 'clients', to: '/clients' });
  entries.push({ label: 'account', to: '/account' }, { label: 'faqs', to: '/about' });
  return entries;
}

/** Types 1 and 3 get 'Nuevo Recordatorio' and 'Nuevo Proyecto'. */
export function canCreateProjects(authType: AuthType): boolean {
  return authType === company || authType === contractor;
}

/** Which account types may open each signed-in route; a visitor is sent to /login. */
export const ROUTE_ACCESS: Record<string, readonly AuthType[]> = {
  '/dashboard': [company, contractor],
  '/calendar': [company, employee, contractor],
  '/projects': [company, contractor, client],
  '/jobs': [employee, contractor],
  '/workers': [company],
  '/clients': [company],
  '/account': [company, employee, contractor, client],
};

/**
 * Where a notification leads: its project's details for those who have the Projects screen, the
 * Jobs screen for an employee (who has no Projects screen), nowhere without a project.
 */
export function notificationTarget(authType: AuthType, projectId: number | null): string | null {
  if (projectId === null) return null;
  if (ROUTE_ACCESS['/projects']!.includes(authType)) return `/projects?id=${projectId}`;
  if (authType === employee) return '/jobs';
  return null;
}
