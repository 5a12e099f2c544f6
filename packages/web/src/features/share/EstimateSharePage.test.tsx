import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.js';
import { EstimateSharePage } from './EstimateSharePage.js';
import { anEstimate, fakeCanvas, ok, refusal, renderShare, serve } from './share-test-kit.js';

const open = () => renderShare('/e/tok-e', '/e/:token', <EstimateSharePage />);
const answers = () => screen.getByRole('region', { name: /Su respuesta|Your answer/ });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('es', false);
});

describe("the client's estimate page (/e/<token>)", () => {
  it('shows a sent estimate: company, number, project, lines, totals with the deposit, terms, the PDF and both answers', async () => {
    const sent = serve(() => ok(anEstimate()));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Presupuesto P-0007' })).toBeVisible();
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/public/estimates/tok-e' });
    expect(screen.getByText('Techos Rivera')).toBeVisible();
    expect(screen.getByText('Proyecto: Techo nuevo')).toBeVisible();
    expect(screen.getByText('1234 Harrison Blvd, Ogden, UT 84401')).toBeVisible();
    expect(screen.getByText('Esperando su respuesta')).toBeVisible();
    expect(screen.getByText('Válido hasta el 12/20/2026')).toBeVisible();

    const table = screen.getByRole('table');
    expect(within(table).getByText('Quitar el techo viejo')).toBeVisible();
    expect(within(table).getByText('Tejas y base, con el retiro de escombros')).toBeVisible();
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Subtotal/)).toHaveTextContent('1,000.00');
    expect(row(/^Impuesto \(8\.25\s?%\)/)).toHaveTextContent('82.50');
    expect(row(/^Total/)).toHaveTextContent('1,082.50');
    expect(row(/^Depósito \(30\s?%\)/)).toHaveTextContent('324.75');
    expect(screen.getByRole('region', { name: 'Términos' })).toHaveTextContent('Garantía de 5 años.');

    const pdf = screen.getByRole('link', { name: 'Descargar PDF' });
    expect(pdf).toHaveAttribute('href', '/api/public/estimates/tok-e/pdf');
    expect(pdf).toHaveAttribute('rel', 'noreferrer');
    expect(within(answers()).getByRole('button', { name: 'Aprobar' })).toBeEnabled();
    expect(within(answers()).getByRole('button', { name: 'Rechazar' })).toBeEnabled();

    await waitFor(() => expect(document.title).toBe('Presupuesto P-0007 · Techos Rivera'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows who approved it and when, with no more buttons, when opened after the approval', async () => {
    serve(() =>
      ok(anEstimate({ status: 'approved', approval: { name: 'María González', at: '2026-11-21T17:00:00.000Z' } })),
    );
    open();
    expect(await screen.findByText('Aprobado por María González el 11/21/2026.')).toBeVisible();
    expect(within(answers()).getByRole('status')).toHaveTextContent('Aprobado por María González');
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });

  it('shows a rejected estimate with its reason and no buttons', async () => {
    serve(() =>
      ok(anEstimate({ status: 'rejected', rejection: { reason: 'Muy caro', at: '2026-11-21T17:00:00.000Z' } })),
    );
    open();
    expect(await screen.findByText('Rechazado el 11/21/2026.')).toBeVisible();
    expect(screen.getByText('Motivo: Muy caro')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });

  it('says a revoked, expired or made-up link is gone, and nothing else', async () => {
    serve(() => refusal(404, 'Este enlace ya no está disponible. Pida uno nuevo a la empresa.', 'SHARE_LINK_GONE'));
    const { unmount } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no está disponible' })).toBeVisible();
    expect(screen.getByText('Pida uno nuevo a la empresa que se lo envió.')).toBeVisible();
    expect(screen.queryByText('Techos Rivera')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Enlace no disponible'));
    unmount();

    // A 404 with no envelope at all (a token that never existed, a proxy) reads the same.
    serve(() => new Response('Not Found', { status: 404 }));
    renderShare('/e/inventado', '/e/:token', <EstimateSharePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no está disponible' })).toBeVisible();
  });

  it('offers to try again when the server could not be reached, without calling the link gone', async () => {
    let reachable = false;
    serve(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return ok(anEstimate());
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo realizar la operación');
    expect(screen.queryByText('Este enlace ya no está disponible')).toBeNull();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar otra vez' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Presupuesto P-0007' })).toBeVisible();
  });

  it("starts in the estimate's language and switches at once, <html lang> with it", async () => {
    serve(() => ok(anEstimate({ language: 'en' })));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimate P-0007' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Presupuesto P-0007' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.title).toBe('Presupuesto P-0007 · Techos Rivera'));
  });
});

describe('approving', () => {
  it('asks for the name, a signature and the terms before sending anything', async () => {
    fakeCanvas();
    const sent = serve(() => ok(anEstimate()));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const form = await screen.findByRole('form', { name: 'Aprobar el presupuesto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Aprobar y firmar' }));

    expect(await within(form).findByText('Escriba su nombre para aprobar')).toBeVisible();
    expect(within(form).getByText('Firme en el recuadro o use «Firmar con mi nombre escrito»')).toBeVisible();
    expect(within(form).getByText('Debe aceptar los términos para aprobar')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Su nombre/ })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /Su nombre/ })).toHaveAttribute('aria-invalid', 'true');

    // The name alone is not a signature, nor a signature without the terms.
    await userEvent.type(within(form).getByRole('textbox', { name: /Su nombre/ }), 'María González');
    await userEvent.click(within(form).getByRole('button', { name: 'Aprobar y firmar' }));
    expect(within(form).queryByText('Escriba su nombre para aprobar')).toBeNull();
    expect(within(form).getByText('Firme en el recuadro o use «Firmar con mi nombre escrito»')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Firmar con mi nombre escrito' })).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: 'Firmar con mi nombre escrito' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Aprobar y firmar' }));
    expect(within(form).queryByText('Firme en el recuadro o use «Firmar con mi nombre escrito»')).toBeNull();
    expect(within(form).getByText('Debe aceptar los términos para aprobar')).toBeVisible();
    expect(within(form).getByRole('checkbox', { name: 'Acepto los términos' })).toHaveFocus();

    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('signs with the typed name, sends the PNG with the version shown, and then shows the approval and no buttons', async () => {
    const canvas = fakeCanvas();
    let estimate = anEstimate({ version: 3 });
    const sent = serve(({ method, url }) => {
      if (method === 'POST' && url === '/api/public/estimates/tok-e/approve') {
        estimate = anEstimate({
          version: 3,
          status: 'approved',
          approval: { name: 'María González', at: new Date().toISOString() },
        });
        return ok(true);
      }
      return ok(estimate);
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const form = await screen.findByRole('form', { name: 'Aprobar el presupuesto' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Su nombre/ }), '  María González ');
    await userEvent.click(within(form).getByRole('button', { name: 'Firmar con mi nombre escrito' }));
    expect(canvas.written).toEqual(['María González']);
    expect(within(form).getByText('Firma lista')).toBeVisible();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Acepto los términos' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Aprobar y firmar' }));

    const status = within(answers()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Aprobado por María González el \d\d\/\d\d\/\d{4}\.$/));
    const approval = sent.find((s) => s.method === 'POST');
    expect(approval?.body).toEqual({
      name: 'María González',
      signature: expect.stringMatching(/^data:image\/png;base64,/) as string,
      acceptTerms: true,
      version: 3,
    });
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/png');
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Aprobado')).toBeVisible();
  });

  it('reloads an estimate that changed while the client read it, and says so in their language', async () => {
    fakeCanvas();
    let version = 1;
    serve(({ method }) => {
      if (method === 'POST') {
        version = 2;
        return refusal(409, 'El presupuesto cambió mientras lo leía. Revise la versión nueva.', 'ESTIMATE_CHANGED');
      }
      return ok(anEstimate({ language: 'en', version, total: version === 2 ? 1200 : 1082.5 }));
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const form = await screen.findByRole('form', { name: 'Approve the estimate' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Your name/ }), 'Mary');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign with my typed name' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Approve and sign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The estimate changed while you were reading it. Please review the new version.',
    );
    await waitFor(() => expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('1,200.00'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
  });
});

describe('rejecting', () => {
  it('needs a reason, then sends it and shows the rejection', async () => {
    let estimate = anEstimate();
    const sent = serve(({ method }) => {
      if (method === 'POST') {
        estimate = anEstimate({ status: 'rejected', rejection: { reason: 'Muy caro', at: new Date().toISOString() } });
        return ok(true);
      }
      return ok(estimate);
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const form = await screen.findByRole('form', { name: 'Rechazar el presupuesto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar el rechazo' }));
    expect(await within(form).findByText('Escriba el motivo del rechazo')).toBeVisible();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Muy caro');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar el rechazo' }));
    await waitFor(() => expect(within(answers()).getByRole('status')).toHaveTextContent(/^Rechazado el/));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      url: '/api/public/estimates/tok-e/reject',
      body: { reason: 'Muy caro' },
    });
    expect(screen.getByText('Motivo: Muy caro')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });
});
