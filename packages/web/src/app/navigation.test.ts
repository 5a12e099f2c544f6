import { describe, expect, it } from 'vitest';
import { AUTH_TYPE } from '@obra/domain';
import { canCreateProjects, menuFor, ROUTE_ACCESS } from './navigation.js';

const labels = (authType: Parameters<typeof menuFor>[0]) => menuFor(authType).map((e) => e.label);

describe('header menu by authType (SPEC §2)', () => {
  it('visitor: Home, Products, Pricing, Resources, FAQ, Login', () => {
    expect(labels(AUTH_TYPE.visitor)).toEqual(['home', 'products', 'pricing', 'resources', 'faq', 'login']);
    expect(menuFor(AUTH_TYPE.visitor).map((e) => e.to)).toEqual([
      '/',
      '/#our-products',
      '/#pricing',
      '/#resources',
      '/about',
      '/login',
    ]);
  });
  it('company: dashboard, calendar, projects, workers, clients, account, FAQs', () => {
    expect(labels(AUTH_TYPE.company)).toEqual([
      'dashboard',
      'calendar',
      'projects',
      'workers',
      'clients',
      'account',
      'faqs',
    ]);
  });
  it('employee: calendar, jobs, account, FAQs', () => {
    expect(labels(AUTH_TYPE.employee)).toEqual(['calendar', 'jobs', 'account', 'faqs']);
  });
  it('contractor: dashboard, calendar, projects, their jobs, account, FAQs', () => {
    expect(labels(AUTH_TYPE.contractor)).toEqual(['dashboard', 'calendar', 'projects', 'jobs', 'account', 'faqs']);
  });
  it('client: projects, account, FAQs', () => {
    expect(labels(AUTH_TYPE.client)).toEqual(['projects', 'account', 'faqs']);
  });
  it('only companies and contractors create projects and reminders', () => {
    expect([0, 1, 2, 3, 4].filter((a) => canCreateProjects(a as 0 | 1 | 2 | 3 | 4))).toEqual([1, 3]);
  });
  it('every signed-in menu entry is a route its account may open', () => {
    for (const authType of [1, 2, 3, 4] as const) {
      for (const entry of menuFor(authType).filter((e) => e.to in ROUTE_ACCESS)) {
        expect(ROUTE_ACCESS[entry.to], `${entry.to} for ${authType}`).toContain(authType);
      }
    }
  });
});
