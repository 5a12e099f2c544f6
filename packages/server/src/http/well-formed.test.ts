import { describe, expect, it } from 'vitest';
import { MSG, type Reminder } from '@obra/domain';
import { useApi } from '../test/app.js';
import { newCompany, newProject } from '../test/factories.js';

const api = useApi();

describe('text with a lone surrogate (finding 10)', () => {
  it('is refused in Spanish and stores nothing, instead of being stored silently changed', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const list = async () =>
      (await api.get<Reminder[]>(`/api/reminders/getByCompany?companyId=${company.id}`, company.token)).body.queryData;
    const before = (await list()).length;
    for (const text of ['Revisar \ud800 techo', 'Revisar \udc00 techo', '\udbff']) {
      const res = await api.post(
        '/api/reminders/create',
        { text, dueDate: '2026-12-05', projectId: project.id },
        company.token,
      );
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(res.body.queryError).toBe(MSG.malformedText);
    }
    expect((await list()).length).toBe(before);
    // A whole pair (an emoji) is text like any other.
    const ok = await api.post(
      '/api/reminders/create',
      { text: 'Techo 🏠 listo', dueDate: '2026-12-05', projectId: project.id },
      company.token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await list()).some((r) => r.text === 'Techo 🏠 listo')).toBe(true);
  });

  it('gives a wrong type a Spanish message naming the field, never zod’s English', async () => {
    const company = await newCompany(api);
    for (const body of [{ text: 5 }, { text: 'x', dueDate: [], projectId: 'y' }, []]) {
      const res = await api.post('/api/reminders/create', body, company.token);
      expect(res.status).toBe(400);
      expect(res.body.queryError).not.toMatch(/expected|required|invalid|received|too small|too big/i);
    }
  });
});
