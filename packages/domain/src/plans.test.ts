import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_LIMITS, PLAN_NAMES, exceedsLimit, isPlan, planLimitMessage, type LimitKind } from './plans.js';

describe('plans (SPEC §9 as PRODUCT.md enforces them)', () => {
  it('has Plus, Max and Pro', () => {
    expect([...PLANS]).toEqual(['plus', 'max', 'pro']);
    expect(PLAN_NAMES).toEqual({ plus: 'Plus', max: 'Max', pro: 'Pro' });
  });

  it('Plus: 3 active projects, 3 employee accounts, 2 invoices per client', () => {
    expect(PLAN_LIMITS.plus).toEqual({ activeProjects: 3, totalProjects: null, employees: 3, invoicesPerClient: 2 });
  });

  it('Max: 8 projects in all and 10 employee accounts', () => {
    expect(PLAN_LIMITS.max).toEqual({ activeProjects: null, totalProjects: 8, employees: 10, invoicesPerClient: null });
  });

  it('Pro: unlimited', () => {
    expect(PLAN_LIMITS.pro).toEqual({
      activeProjects: null,
      totalProjects: null,
      employees: null,
      invoicesPerClient: null,
    });
  });

  it('knows its plan names and nothing else', () => {
    for (const plan of PLANS) expect(isPlan(plan)).toBe(true);
    for (const other of ['Plus', 'PRO', 'free', 'enterprise', '', ' plus']) expect(isPlan(other)).toBe(false);
  });
});

describe('exceedsLimit: whether one more would pass the limit', () => {
  it.each([
    ['plus', 'activeProjects', 2, false],
    ['plus', 'activeProjects', 3, true],
    ['plus', 'activeProjects', 10, true],
    ['plus', 'employees', 0, false],
    ['plus', 'employees', 2, false],
    ['plus', 'employees', 3, true],
    ['plus', 'invoicesPerClient', 1, false],
    ['plus', 'invoicesPerClient', 2, true],
    ['plus', 'totalProjects', 1000, false],
    ['max', 'totalProjects', 7, false],
    ['max', 'totalProjects', 8, true],
    ['max', 'employees', 9, false],
    ['max', 'employees', 10, true],
    ['max', 'activeProjects', 1000, false],
    ['max', 'invoicesPerClient', 1000, false],
  ] as const)('%s, %s, %d now → %s', (plan, kind, current, expected) => {
    expect(exceedsLimit(plan, kind, current)).toBe(expected);
  });

  it('never stops Pro', () => {
    const kinds: LimitKind[] = ['activeProjects', 'totalProjects', 'employees', 'invoicesPerClient'];
    for (const kind of kinds) expect(exceedsLimit('pro', kind, 1_000_000)).toBe(false);
  });
});

describe('planLimitMessage (409: a Spanish message naming the plan and the limit)', () => {
  it.each([
    [
      'plus',
      'activeProjects',
      'Su plan Plus permite como máximo 3 proyectos activos. Cambie de plan para agregar más.',
    ],
    ['plus', 'employees', 'Su plan Plus permite como máximo 3 cuentas de empleados. Cambie de plan para agregar más.'],
    [
      'plus',
      'invoicesPerClient',
      'Su plan Plus permite como máximo 2 facturas por cliente. Cambie de plan para agregar más.',
    ],
    ['max', 'totalProjects', 'Su plan Max permite como máximo 8 proyectos en total. Cambie de plan para agregar más.'],
    ['max', 'employees', 'Su plan Max permite como máximo 10 cuentas de empleados. Cambie de plan para agregar más.'],
  ] as const)('%s / %s', (plan, kind, expected) => {
    expect(planLimitMessage(plan, kind)).toBe(expected);
  });

  it('names the plan and the number of every limit a plan has', () => {
    for (const plan of PLANS) {
      for (const [kind, limit] of Object.entries(PLAN_LIMITS[plan])) {
        if (limit === null) continue;
        const message = planLimitMessage(plan, kind as LimitKind);
        expect(message).toContain(PLAN_NAMES[plan]);
        expect(message).toContain(String(limit));
      }
    }
  });
});
