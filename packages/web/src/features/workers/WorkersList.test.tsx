import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Worker } from '@obra/domain';
import { renderAt, signInAs } from '../../test/render.js';
import { WorkersList } from './WorkersList.js';

const worker = (userId: number, name: string, type: Worker['type']): Worker => ({
  userId,
  name,
  field: 'Techado',
  email: `${userId}@ejemplo.com`,
  phone: '801-555-0100',
  completedJobs: 0,
  assignedJobs: 0,
  type,
  access: true,
  pending: false,
});

describe('workers list', () => {
  it('keeps an admin from turning off their own access, but not anyone else’s', async () => {
    signInAs({ id: 5, isCompany: false, userType: 'admin', companyId: 1, name: 'Lucía', logo: null, language: 'es' });
    renderAt(
      <WorkersList
        workers={[worker(5, 'Lucía Rivera', 'admin'), worker(6, 'Carlos Méndez', 'employee')]}
        onSetPassword={() => undefined}
      />,
      '/workers',
    );
    expect(await screen.findByRole('switch', { name: /Lucía Rivera/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Carlos Méndez/ })).toBeEnabled();
  });

  it('lets the company itself change every worker', async () => {
    signInAs({ id: 5, isCompany: true, userType: 'company', companyId: 5, name: 'Techos', logo: null, language: 'es' });
    renderAt(
      <WorkersList workers={[worker(5, 'Lucía Rivera', 'admin')]} onSetPassword={() => undefined} />,
      '/workers',
    );
    expect(await screen.findByRole('switch', { name: /Lucía Rivera/ })).toBeEnabled();
  });
});
