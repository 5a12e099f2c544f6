import { written, type WrittenMessage } from './written.js';

export const PLANS = ['plus', 'max', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  /** Projects neither COMPLETED nor REJECTED. */
  activeProjects: number | null;
  /** Projects of any status. */
  totalProjects: number | null;
  /** Employees and admins (contractors are not employee accounts). */
  employees: number | null;
  invoicesPerClient: number | null;
}

/** SPEC §9 as PRODUCT.md enforces it; null means no limit. */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  plus: { activeProjects: 3, totalProjects: null, employees: 3, invoicesPerClient: 2 },
  max: { activeProjects: null, totalProjects: 8, employees: 10, invoicesPerClient: null },
  pro: { activeProjects: null, totalProjects: null, employees: null, invoicesPerClient: null },
};

export const PLAN_NAMES: Record<Plan, string> = { plus: 'Plus', max: 'Max', pro: 'Pro' };

export type LimitKind = keyof PlanLimits;

const LIMIT_TEXT: Record<LimitKind, (n: number) => string> = {
  activeProjects: (n) => `${n} proyectos activos`,
  totalProjects: (n) => `${n} proyectos en total`,
  employees: (n) => `${n} cuentas de empleados`,
  invoicesPerClient: (n) => `${n} facturas por cliente`,
};

export function planLimitMessage(plan: Plan, kind: LimitKind): WrittenMessage {
  const limit = PLAN_LIMITS[plan][kind] ?? 0;
  return written(
    'planLimit',
    { plan, kind, limit },
    `Su plan ${PLAN_NAMES[plan]} permite como máximo ${LIMIT_TEXT[kind](limit)}. Cambie de plan para agregar más.`,
  );
}

/** Whether one more would pass the plan's limit, given how many there are now. */
export function exceedsLimit(plan: Plan, kind: LimitKind, current: number): boolean {
  const limit = PLAN_LIMITS[plan][kind];
  return limit !== null && current + 1 > limit;
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export interface PlanUsage {
  plan: Plan;
  activeProjects: number;
  totalProjects: number;
  employees: number;
  limits: PlanLimits;
}

/** SPEC §9: Max and Pro include automatic reminders (an unpaid invoice's client is mailed on its due date and later). */
export const PLANS_WITH_AUTOMATIC_REMINDERS: readonly Plan[] = ['max', 'pro'];

export function hasAutomaticReminders(plan: string): boolean {
  return (PLANS_WITH_AUTOMATIC_REMINDERS as readonly string[]).includes(plan);
}
