import { screen, within } from '@testing-library/react';
import { PLAN_LIMITS, type PlanUsage } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { SubscriptionPage } from './SubscriptionPage.js';

function serve(usage: PlanUsage) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ querySuccess: true, queryData: usage, queryError: null })),
  );
}

const card = (plan: string) => document.getElementById(plan)!;

describe('the subscription page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the company's usage and offers every plan but the one it has", async () => {
    serve({ plan: 'max', activeProjects: 2, totalProjects: 5, employees: 4, limits: PLAN_LIMITS.max });
    signInAs(COMPANY);
    renderAt(<SubscriptionPage />, '/subscription');
    expect(await screen.findByRole('heading', { name: 'Su plan actual: Max' })).toBeInTheDocument();
    expect(within(card('max')).getByRole('button', { name: 'Es su plan actual' })).toBeDisabled();
    expect(within(card('max')).queryByRole('button', { name: 'Elegir Max' })).toBeNull();
    expect(within(card('plus')).getByRole('button', { name: 'Elegir Plus' })).toBeEnabled();
    expect(within(card('pro')).getByRole('button', { name: 'Elegir Pro' })).toBeEnabled();
  });

  it('offers a visitor all three plans', async () => {
    renderAt(<SubscriptionPage />, '/subscription');
    for (const name of ['Elegir Plus', 'Elegir Max', 'Elegir Pro'])
      expect(await screen.findByRole('button', { name })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Es su plan actual' })).toBeNull();
  });
});
