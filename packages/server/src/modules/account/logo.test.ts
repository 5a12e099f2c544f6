import { describe, expect, it } from 'vitest';
import { MSG, type CompanyAccount as CompanyView, type UserAccount } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import { CAMERA_MAKE, jpegFile, jpegWithGps } from '../../test/photos.js';
import { sniffImage } from '../../storage/images.js';
import { tinyPng, uploadLogo, type FilePart } from '../../test/uploads.js';
import { login, newClient, newCompany, newEmployee, type Account, type CompanyAccount } from '../../test/factories.js';

const api = useApi();

const upload = (token: string | undefined, fields: Record<string, string>, file?: FilePart) =>
  uploadLogo(api, token, fields, file);

const png = (content = tinyPng()): FilePart => ({ filename: 'logo.png', type: 'image/png', content });

const companyLogo = async (company: CompanyAccount) => {
  const res = await api.get<CompanyView>(`/api/account/get/company?account=${company.id}`, company.token);
  return res.body.queryData.logo;
};
const userLogo = async (user: Account) => {
  const res = await api.get<UserAccount>(`/api/account/get/user?account=${user.id}`, user.token);
  return res.body.queryData.logo;
};

describe('POST /api/upload/logo', () => {
  it("stores a company's PNG logo and replaces the previous one", async () => {
    const company = await newCompany(api);
    const image = tinyPng();
    const res = await upload(company.token, { id: String(company.id), isCompany: 'true' }, png(image));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const name = res.body.queryData.logo;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await companyLogo(company)).toBe(name);
    expect((await login(api, company.username)).body.queryData).toMatchObject({ logo: name });
    // Stored as re-encoded, still a PNG.
    expect(sniffImage((await api.files.get(name))!)).toBe('png');

    const again = await upload(company.token, { id: String(company.id), isCompany: 'true' }, png());
    expect(again.status).toBe(200);
    expect(again.body.queryData.logo).not.toBe(name);
    expect(await companyLogo(company)).toBe(again.body.queryData.logo);
    expect(await api.files.get(name)).toBeNull();
  });

  it("stores a person's own logo, judged by content rather than name", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const jpeg = (await jpegFile()).content;
    const res = await upload(
      employee.token,
      { id: String(employee.id), isCompany: 'false' },
      {
        filename: 'foto.bin',
        type: 'application/octet-stream',
        content: jpeg,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.logo).toMatch(/\.jpg$/);
    expect(await userLogo(employee)).toBe(res.body.queryData.logo);
    expect(await companyLogo(company)).toBeNull();
  });

  it('re-encodes a logo like a photo: metadata gone, and bytes hidden behind an image header refused', async () => {
    const company = await newCompany(api);
    const withGps = await jpegWithGps();
    const res = await upload(company.token, { id: String(company.id), isCompany: 'true' }, withGps);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = (await api.files.get(res.body.queryData.logo))!;
    expect(stored.includes(Buffer.from(CAMERA_MAKE))).toBe(false);

    const disguised = Buffer.concat([tinyPng().subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
    const html = await upload(company.token, { id: String(company.id), isCompany: 'true' }, png(disguised));
    expect(html.status).toBe(400);
    expect(html.body.queryError).toBe(MSG.imageType);
    expect(await companyLogo(company)).toBe(res.body.queryData.logo);
  });

  it('refuses a text file named .png', async () => {
    const company = await newCompany(api);
    const res = await upload(
      company.token,
      { id: String(company.id), isCompany: 'true' },
      {
        filename: 'logo.png',
        type: 'image/png',
        content: Buffer.from('esto no es una imagen, solo texto\n'),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG.imageType));
    expect(await companyLogo(company)).toBeNull();
  });

  it('refuses a logo over 5 MB with 413', async () => {
    const company = await newCompany(api);
    const first = await upload(company.token, { id: String(company.id), isCompany: 'true' }, png());
    const kept = first.body.queryData.logo;
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(company.token, { id: String(company.id), isCompany: 'true' }, png(big));
    expect(res.status).toBe(413);
    expect(res.body.querySuccess).toBe(false);
    expect(res.body.queryError).toBe('El logo no puede pasar de 5 MB');
    expect(await companyLogo(company)).toBe(kept);
  });

  it('requires a file', async () => {
    const company = await newCompany(api);
    const res = await upload(company.token, { id: String(company.id), isCompany: 'true' });
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(MSG.logoRequired);
    const json = await api.post('/api/upload/logo', { id: company.id, isCompany: true }, company.token);
    expect(json.status).toBe(400);
    expect(json.body.queryError).toBe(MSG.logoRequired);
    expect(await companyLogo(company)).toBeNull();
  });

  it("refuses another account's id, changing nothing", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);

    const attempts: [string, Record<string, string>][] = [
      [other.token, { id: String(company.id), isCompany: 'true' }],
      [employee.token, { id: String(company.id), isCompany: 'true' }],
      [client.token, { id: String(employee.id), isCompany: 'false' }],
      [company.token, { id: String(employee.id), isCompany: 'false' }],
      [company.token, { id: String(other.id), isCompany: 'true' }],
    ];
    for (const [token, fields] of attempts) {
      const res = await upload(token, fields, png());
      expect(res.status, JSON.stringify(fields)).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    const anonymous = await upload(undefined, { id: String(company.id), isCompany: 'true' }, png());
    expect(anonymous.status).toBe(401);

    expect(await companyLogo(company)).toBeNull();
    expect(await companyLogo(other)).toBeNull();
    expect(await userLogo(employee)).toBeNull();
  });
});
