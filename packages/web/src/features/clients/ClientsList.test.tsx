import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signInAs } from '../../test/render.js';
import { ClientsList } from './ClientsList.js';

const client = {
  id: 9,
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '801-555-0101',
  address: '12 Calle Sol',
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
  hasLogin: true,
  projectCount: 2,
  activeProjectCount: 1,
  pending: false,
};

describe('clients list', () => {
  it('links each client to their own projects', () => {
    signInAs({ id: 1, isCompany: true, userType: 'company', companyId: 1, name: 'Techos', logo: null, language: 'es' });
    renderAt(
      <ClientsList
        clients={[client, { ...client, id: 10, name: 'Sin proyectos', projectCount: 0, activeProjectCount: 0 }]}
      />,
      '/clients',
    );
    const [ana, other] = screen.getAllByTestId('client').map((card) => within(card));
    expect(ana!.getByRole('link', { name: 'Ver proyectos' })).toHaveAttribute('href', '/projects?client=9');
    expect(other!.queryByRole('link', { name: 'Ver proyectos' })).toBeNull();
  });
});
