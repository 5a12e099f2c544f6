import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aboutTexts } from '../../locales/pages/about.js';
import { setLanguage } from '../../lib/i18n.js';
import type { SessionAccount } from '../../lib/session.js';
import { CLIENT, COMPANY, EMPLOYEE, renderAt, signInAs } from '../../test/render.js';
import { AboutPage } from './AboutPage.js';

const ADMIN: SessionAccount = { ...EMPLOYEE, id: 2, userType: 'admin', name: 'Lucía Rivera' };
const CONTRACTOR: SessionAccount = { ...EMPLOYEE, id: 3, userType: 'contractor', companyId: 2, name: 'Miguel Ortiz' };

const OWNER_GUIDES = ['createProject', 'assignWorker', 'addExpenses', 'sendInvoice', 'chat'];

/** The guides on the page, by id, once the page has rendered. */
async function shownGuides(): Promise<string[]> {
  await screen.findByRole('heading', { level: 2, name: aboutTexts.es.about.guidesTitle });
  return screen.queryAllByTestId('guide').map((card) => card.getAttribute('data-guide') ?? '');
}

describe('AboutPage guides by account type', () => {
  afterEach(() => {
    sessionStorage.clear();
    setLanguage('es', false);
  });

  it('shows a company every owner guide, each with its screenshot and steps', async () => {
    signInAs(COMPANY);
    renderAt(<AboutPage />, '/about');
    expect(await shownGuides()).toEqual(OWNER_GUIDES);
    for (const id of OWNER_GUIDES) {
      const guide = aboutTexts.es.about.guides[id as keyof typeof aboutTexts.es.about.guides];
      const card = screen.getAllByTestId('guide').find((c) => c.dataset.guide === id)!;
      expect(within(card).getByRole('heading', { name: guide.title })).toBeInTheDocument();
      const image = within(card).getByRole('img', { name: guide.alt });
      expect(image).toHaveAttribute('src', `/guides/es/${id}.webp`);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '600');
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(guide.steps);
    }
  });

  it('shows an admin the same guides as the company', async () => {
    signInAs(ADMIN);
    renderAt(<AboutPage />, '/about');
    expect(await shownGuides()).toEqual(OWNER_GUIDES);
  });

  it('shows a contractor the owner guides but adding workers, a company screen, and completing a job', async () => {
    signInAs(CONTRACTOR);
    renderAt(<AboutPage />, '/about');
    expect(await shownGuides()).toEqual(['createProject', 'completeJob', 'addExpenses', 'sendInvoice', 'chat']);
  });

  it('shows an employee only how to complete a job with photos', async () => {
    signInAs(EMPLOYEE);
    renderAt(<AboutPage />, '/about');
    expect(await shownGuides()).toEqual(['completeJob']);
    expect(screen.getByRole('img', { name: aboutTexts.es.about.guides.completeJob.alt })).toHaveAttribute(
      'src',
      '/guides/es/completeJob.webp',
    );
  });

  it('shows a client only approving a project and the chat, in English with the English pictures', async () => {
    signInAs({ ...CLIENT, language: 'en' });
    setLanguage('en', false);
    renderAt(<AboutPage />, '/about');
    await screen.findByRole('heading', { level: 2, name: 'Guides' });
    expect(screen.getAllByTestId('guide').map((c) => c.dataset.guide)).toEqual(['approveProject', 'chat']);
    expect(screen.getByRole('heading', { name: 'Approve or reject a project' })).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/guides/en/approveProject.webp',
      '/guides/en/chat.webp',
    ]);
  });

  it('shows a visitor no guides, only the invitation to log in', async () => {
    renderAt(<AboutPage />, '/about');
    expect(await shownGuides()).toEqual([]);
    expect(screen.getByText(aboutTexts.es.about.guidesLoggedOut)).toBeInTheDocument();
  });
});
