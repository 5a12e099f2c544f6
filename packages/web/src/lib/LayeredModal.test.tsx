import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.js';
import { confirm } from './feedback.js';
import { LayeredModal } from './LayeredModal.js';

/** A form dialog with a photo dialog that opens over it, as the chat and the job modal have. */
function FormWithPhoto({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const [form, setForm] = useState(true);
  const [photo, setPhoto] = useState(false);
  return (
    <LayeredModal opened={form} onClose={() => setForm(false)} title="Formulario">
      <button onClick={() => setPhoto(true)}>Ver foto</button>
      <button onClick={() => void confirm('¿Seguro?').then(onAnswer)}>Preguntar</button>
      <LayeredModal opened={photo} onClose={() => setPhoto(false)} title="Foto">
        <p>La foto</p>
      </LayeredModal>
    </LayeredModal>
  );
}

describe('dialogs over dialogs', () => {
  it('closes only the topmost dialog on Escape: the photo, then the form', async () => {
    renderAt(<FormWithPhoto onAnswer={() => undefined} />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver foto' }));
    expect(await screen.findByText('La foto')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('La foto')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Formulario' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Formulario' })).toBeNull());
  });

  it('names its close button for screen readers', async () => {
    renderAt(<FormWithPhoto onAnswer={() => undefined} />, '/');
    const form = await screen.findByRole('dialog', { name: 'Formulario' });
    expect(within(form).getByRole('button', { name: 'Cerrar ventana' })).toBeInTheDocument();
  });

  it('answers a confirmation with no on Escape and keeps the dialog below it open', async () => {
    const answers: boolean[] = [];
    renderAt(<FormWithPhoto onAnswer={(answer) => answers.push(answer)} />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Preguntar' }));
    expect(await screen.findByText('¿Seguro?')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([false]));
    await waitFor(() => expect(screen.queryByText('¿Seguro?')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Formulario' })).toBeInTheDocument();
  });
});
