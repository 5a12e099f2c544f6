import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.js';
import { confirm } from './feedback.js';
import { DialogCloseButton, LayeredModal } from './LayeredModal.js';

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

/** A page with a note dialog its page opens and removes, and the browser's Back at hand. */
function NotePage() {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const navigate = useNavigate();
  return (
    <main>
      <p>La página</p>
      <button onClick={() => setOpen(true)}>Escribir nota</button>
      <button onClick={() => void navigate(-1)}>Atrás</button>
      {open && (
        <LayeredModal opened onClose={() => setOpen(false)} unsaved={note !== ''} title="Nota">
          <textarea aria-label="Texto" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <DialogCloseButton>Cancelar nota</DialogCloseButton>
        </LayeredModal>
      )}
    </main>
  );
}

const DISCARD = 'Si cierra esta ventana perderá su información. ¿Desea cerrar?';

async function openNote() {
  renderAt(<NotePage />, '/jobs');
  await userEvent.click(await screen.findByRole('button', { name: 'Escribir nota' }));
  return screen.findByRole('dialog', { name: 'Nota' });
}

/** The phone's Back: the page's own button, under the dialog (hidden from the accessibility tree then). */
async function pressBack() {
  await userEvent.click(screen.getByRole('button', { name: 'Atrás', hidden: true }));
}

describe('closing a dialog', () => {
  it("closes the dialog on the phone's Back, leaving the page where it was", async () => {
    await openNote();
    await pressBack();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nota' })).toBeNull());
    expect(screen.getByText('La página')).toBeInTheDocument();
  });

  it('asks before Back loses typed work: No keeps the dialog and the text, Sí closes it', async () => {
    const dialog = await openNote();
    await userEvent.type(within(dialog).getByLabelText('Texto'), 'Traer escalera');
    await pressBack();
    expect(await screen.findByText(DISCARD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Nota' })).toBeInTheDocument();
    expect(screen.getByLabelText('Texto')).toHaveValue('Traer escalera');

    // The dialog's entry is back: Back asks again, and Sí closes.
    await pressBack();
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nota' })).toBeNull());
    expect(screen.getByText('La página')).toBeInTheDocument();
  });

  it('asks before the X, Escape or a Cancel button lose typed work, and closes at once without any', async () => {
    const dialog = await openNote();
    await userEvent.type(within(dialog).getByLabelText('Texto'), 'Traer escalera');
    for (const close of [
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar ventana' })),
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar nota' })),
    ]) {
      await close();
      expect(await screen.findByText(DISCARD)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
      expect(screen.getByLabelText('Texto')).toHaveValue('Traer escalera');
    }

    await userEvent.clear(screen.getByLabelText('Texto'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar nota' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nota' })).toBeNull());
    expect(screen.queryByText(DISCARD)).toBeNull();
  });

  it('hides the page from screen readers while open, and gives focus back to what opened it', async () => {
    await openNote();
    expect(screen.getByText('La página').closest('[aria-hidden="true"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar ventana' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nota' })).toBeNull());
    expect(screen.getByText('La página').closest('[aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Escribir nota' })).toHaveFocus());
  });
});
