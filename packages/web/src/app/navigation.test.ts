import { describe, expect, it } from 'vitest';
import { SCREENS, can, principalOfAccount } from '@obra/domain';
import { ACCOUNTS } from '../test/render.js';
import { mayOpen, menuFor, notificationTarget } from './navigation.js';

const who = (name: keyof typeof ACCOUNTS) => principalOfAccount(ACCOUNTS[name]);
const labels = (name: keyof typeof ACCOUNTS) => menuFor(who(name)).map((e) => e.label);

describe('header menu by kind of account (SPEC §2)', () => {
  it('visitor: Home, Products, Pricing, Resources, FAQ, Login', () => {
    expect(menuFor(null).map((e) => e.label)).toEqual(['home', 'products', 'pricing', 'resources', 'faq', 'login']);
    expect(menuFor(null).map((e) => e.to)).toEqual([
      '/',
      '/#our-products',
      '/#pricing',
      '/#resources',
      '/about',
      '/login',
    ]);
  });
  it('company and its admin: dashboard, calendar, projects, workers, clients, account, FAQs', () => {
    const company = ['dashboard', 'calendar', 'projects', 'workers', 'clients', 'account', 'faqs'];
    expect(labels('company')).toEqual(company);
    expect(labels('admin')).toEqual(company);
  });
  it('employee: calendar, jobs, account, FAQs', () => {
    expect(labels('employee')).toEqual(['calendar', 'jobs', 'account', 'faqs']);
  });
  it('contractor: dashboard, calendar, projects, their jobs, account, FAQs', () => {
    expect(labels('contractor')).toEqual(['dashboard', 'calendar', 'projects', 'jobs', 'account', 'faqs']);
  });
  it('client: projects, account, FAQs', () => {
    expect(labels('client')).toEqual(['projects', 'account', 'faqs']);
  });
  it('only the company side and contractors create projects and reminders', () => {
    const creators = Object.keys(ACCOUNTS).filter((name) => can(who(name as keyof typeof ACCOUNTS), 'project.create'));
    expect(creators).toEqual(['company', 'admin', 'contractor']);
  });
  it('every signed-in menu entry is a route its account may open, and every screen it may open is in its menu', () => {
    for (const name of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
      const menu = menuFor(who(name)).map((e) => e.to);
      for (const to of menu.filter((to) => to !== '/about'))
        expect(mayOpen(who(name), to), `${to} for ${name}`).toBe(true);
      for (const screen of SCREENS)
        expect(menu.includes(screen), `${screen} for ${name}`).toBe(mayOpen(who(name), screen));
    }
  });
  it('a path that is no signed-in screen is opened by nobody', () => {
    expect(mayOpen(who('company'), '/admin')).toBe(false);
  });
});

describe('where a notification leads', () => {
  it.each([
    ['company', '/projects?id=4'],
    ['contractor', '/projects?id=4'],
    ['client', '/projects?id=4'],
    ['employee', '/jobs'],
  ] as const)('%s: %s', (name, target) => {
    expect(notificationTarget(who(name), 4)).toBe(target);
  });
  it('nowhere without a project', () => {
    expect(notificationTarget(who('company'), null)).toBeNull();
  });
});
