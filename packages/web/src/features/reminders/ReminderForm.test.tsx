import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@obra/domain';
import { renderAt } from '../../test/render.js';
import { ReminderForm } from './ReminderForm.js';

const projects = [{ id: 7, name: 'Techo nuevo', address: '1 Main St' }];

describe('reminder form', () => {
  it('requires the text and the date and a valid project (SPEC §5)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(<ReminderForm projects={projects} onSubmit={onSubmit} />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El texto es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La fecha es obligatoria')).toBeInTheDocument();
    expect(screen.getByText(MSG.reminderProject)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the text, date and the chosen project', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(<ReminderForm projects={projects} onSubmit={onSubmit} defaultProjectId={7} />, '/dashboard');
    await userEvent.type(screen.getByLabelText(/^Recordatorio/), '  Pedir tejas ');
    await userEvent.type(screen.getByLabelText(/^Fecha/), '2030-05-04');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        text: 'Pedir tejas',
        dueDate: '2030-05-04',
        projectId: 7,
        address: '1 Main St',
      }),
    );
    expect(screen.queryByText(MSG.reminderProject)).toBeNull();
  });
});
