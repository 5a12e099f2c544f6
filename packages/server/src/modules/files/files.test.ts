import { describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import { newClient, newCompany, newContractor, newEmployee } from '../../test/factories.js';
import { tinyPng, uploadLogo } from '../../test/uploads.js';

const api = useApi();

const png = () => ({ filename: 'logo.png', type: 'image/png', content: tinyPng() });
const fetchFile = (name: string, token?: string) =>
  api.request({ method: 'GET', url: `/api/files/${name}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/files/{name}', () => {
  it("serves a company's logo to the company, its workers and its clients, with its content type", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    const contractor = await newContractor(api, company);
    const saved = await uploadLogo(api, company.token, { id: String(company.id), isCompany: 'true' }, png());
    const name = saved.body.queryData.logo;
    // The logo as stored (re-encoded on upload) is what everyone gets.
    const stored = (await api.files.get(name))!;
    for (const who of [company, employee, client, contractor]) {
      const res = await api.app.inject({
        method: 'GET',
        url: `/api/files/${name}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.statusCode, who.username).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(stored)).toBe(true);
    }
  });

  it("refuses another company's logo and callers without a token", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const outsider = await newEmployee(api, other);
    const name = (await uploadLogo(api, company.token, { id: String(company.id), isCompany: 'true' }, png())).body
      .queryData.logo;
    for (const who of [other, outsider]) {
      const res = await fetchFile(name, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await fetchFile(name)).status).toBe(401);
  });

  it("serves a person's logo to themselves and their company only", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const other = await newCompany(api);
    const name = (await uploadLogo(api, employee.token, { id: String(employee.id), isCompany: 'false' }, png())).body
      .queryData.logo;
    expect((await fetchFile(name, employee.token)).status).toBe(200);
    expect((await fetchFile(name, company.token)).status).toBe(200);
    expect((await fetchFile(name, colleague.token)).status).toBe(403);
    expect((await fetchFile(name, other.token)).status).toBe(403);
  });

  it('reaches nothing outside the storage directory, whatever the name', async () => {
    const company = await newCompany(api);
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fpackage.json',
      '....%2F%2Fetc%2Fhosts',
      'a'.repeat(32) + '.png',
      'x.png%00.png',
    ]) {
      const res = await fetchFile(name, company.token);
      expect([403, 404], name).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('root:');
    }
  });
});
