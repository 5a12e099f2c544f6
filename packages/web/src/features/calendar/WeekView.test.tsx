import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListedJob } from '@obra/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.js';
import { assigneeName } from '@obra/domain';
import { WeekView } from './WeekView.js';

const job: ListedJob = {
  id: 1,
  name: 'Instalar base impermeable',
  address: '1234 Harrison Blvd',
  clientName: 'María',
  projectName: 'Techo',
  companyName: 'Techos Ruiz',
  startDate: '2026-11-17',
  endDate: '2026-11-19',
  details: '',
  status: 'SCHEDULED',
  assignee: '5#Carlos Méndez',
  userId: 5,
  proid: 3,
};

function Harness({ onOpen = () => undefined }: { onOpen?: (job: ListedJob) => void }) {
  const [offset, setOffset] = useState(0);
  return <WeekView today="2026-11-18" offset={offset} onOffset={setOffset} jobs={[job]} onOpen={onOpen} />;
}

describe('week view (SPEC §2 Calendar, §9)', () => {
  it('shows Sunday to Saturday, today highlighted, the job on each day it spans', async () => {
    renderAt(<Harness />, '/calendar');
    const days = await screen.findAllByTestId('calendar-day');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Domingo');
    expect(days[0]).toHaveTextContent('11/15/2026');
    expect(days[6]).toHaveTextContent('Sábado');
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(within(days[3]!).getByText('Hoy')).toBeInTheDocument();
    expect(days.map((d) => within(d).queryAllByText('Instalar base impermeable').length)).toEqual([
      0, 0, 1, 1, 1, 0, 0,
    ]);
    expect(within(days[2]!).getByText('Asignado: Carlos Méndez')).toBeInTheDocument();
    expect(within(days[2]!).getByText('1234 Harrison Blvd')).toBeInTheDocument();
  });

  it('moves from this week up to 4 weeks ahead and no further', async () => {
    renderAt(<Harness />, '/calendar');
    const previous = await screen.findByRole('button', { name: 'Semana anterior' });
    const next = screen.getByRole('button', { name: 'Semana siguiente' });
    expect(previous).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByTestId('calendar-range')).toHaveTextContent('Semana del 12/13/2026 al 12/19/2026');
    expect(screen.getAllByTestId('calendar-day')[0]).toHaveTextContent('Domingo');
    await userEvent.click(previous);
    expect(screen.getByTestId('calendar-range')).toHaveTextContent('Semana del 12/06/2026 al 12/12/2026');
    expect(next).toBeEnabled();
  });

  it('opens a job from any day it is on', async () => {
    const opened: ListedJob[] = [];
    renderAt(<Harness onOpen={(j) => opened.push(j)} />, '/calendar');
    const days = await screen.findAllByTestId('calendar-day');
    await userEvent.click(within(days[4]!).getByRole('button', { name: /^Instalar base impermeable/ }));
    expect(opened).toEqual([job]);
  });

  it('names the assignee or says the job is unassigned', () => {
    expect(assigneeName('5#Carlos Méndez')).toBe('Carlos Méndez');
    expect(assigneeName('Unassigned')).toBeNull();
  });
});
