import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedQuery, usePaged } from '../lib/paged-query.js';
import { renderAt, signInAs, COMPANY } from '../test/render.js';
import { MoreRows } from './MoreRows.js';

/** A list call of `total` rows served 50 a page, its cursor the id after which the page starts. */
function serve(total: number) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://obra.test');
      if (url.pathname.startsWith('/api/rows/')) asked.push(url.pathname + url.search);
      const after = Number(url.searchParams.get('cursor') ?? 0);
      const items = Array.from({ length: Math.min(50, total - after) }, (_, i) => ({ id: after + i + 1 }));
      const last = after + items.length;
      return Response.json({
        querySuccess: true,
        queryData: items,
        nextCursor: last < total ? String(last) : null,
        queryError: null,
      });
    }),
  );
  return asked;
}

function Rows() {
  const rows = usePaged(pagedQuery<{ id: number }, readonly unknown[]>(['rows'], '/rows/list?companyId=1'));
  return (
    <>
      <MoreRows paged={rows} direction="previous" />
      <ul>
        {rows.rows.map((row) => (
          <li key={row.id}>Fila {row.id}</li>
        ))}
      </ul>
      <MoreRows paged={rows} />
    </>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('a list read a page at a time', () => {
  it('shows the first page, and Cargar más reads the next one after the cursor, saying how many came', async () => {
    const asked = serve(70);
    signInAs(COMPANY);
    renderAt(<Rows />);
    await waitFor(() => expect(shown()).toHaveLength(50));
    expect(asked).toEqual(['/api/rows/list?companyId=1']);

    const more = screen.getByRole('button', { name: 'Cargar más' });
    more.focus();
    await userEvent.click(more);
    await waitFor(() => expect(shown()).toHaveLength(70));
    expect(shown().at(-1)).toBe('Fila 70');
    expect(asked[1]).toBe('/api/rows/list?companyId=1&cursor=50');
    // The last page is in: the button goes, and its focus goes to the message saying what came.
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    const status = screen.getAllByRole('status').find((s) => s.textContent !== '')!;
    expect(status).toHaveTextContent('Se mostraron 20 más');
    expect(status).toHaveFocus();
  });

  it('keeps at most 200 rows on screen: reading further lets the first page go, and Mostrar anteriores brings it back', async () => {
    serve(260);
    signInAs(COMPANY);
    renderAt(<Rows />);
    await waitFor(() => expect(shown()).toHaveLength(50));
    expect(screen.queryByRole('button', { name: 'Mostrar anteriores' })).toBeNull();

    for (const count of [100, 150, 200]) {
      await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
      await waitFor(() => expect(shown()).toHaveLength(count));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(shown()[0]).toBe('Fila 51'));
    expect(shown()).toHaveLength(200);
    expect(shown().at(-1)).toBe('Fila 250');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar anteriores' }));
    await waitFor(() => expect(shown()[0]).toBe('Fila 1'));
    expect(shown()).toHaveLength(200);
    expect(screen.queryByRole('button', { name: 'Mostrar anteriores' })).toBeNull();
  });
});
