import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { createBackup } from '../ops/backup.js';
import { localFileStorage } from '../storage/files.js';
import { apiOver, type Api } from './app.js';
import { newClient, newCompany, newEmployee, newProject, assigneeOf } from './factories.js';
import { jpegFile, projectPhotos, uploadPhotos } from './photos.js';
import { tinyPng, uploadLogo } from './uploads.js';

/** A company with a worker, a client, a project with a job, a logo, photos and an invoice. */
export async function companyWithPhotos(api: Api): Promise<void> {
  const company = await newCompany(api);
  const worker = await newEmployee(api, company);
  const client = await newClient(api, company);
  const project = await newProject(api, company, {
    clientId: client.id,
    projectItems: [{ itemName: 'Techo', itemPrice: 1200, assignee: assigneeOf(worker) }],
  });
  const logo = await uploadLogo(
    api,
    company.token,
    { id: String(company.id), isCompany: 'true' },
    {
      filename: 'logo.png',
      type: 'image/png',
      content: tinyPng(),
    },
  );
  expect(logo.status, JSON.stringify(logo.body)).toBe(200);
  const photos = await uploadPhotos(api, company.token, projectPhotos(project.id), [
    await jpegFile(),
    await jpegFile(80, 60),
  ]);
  expect(photos.status, JSON.stringify(photos.body)).toBe(200);
  const invoice = await api.post('/api/projects/invoice', { projectId: project.id }, company.token);
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
}

/** Every row of every table of the product, as text: two databases with equal snapshots hold the same. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql`select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as rows from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: { rows: string }[] };
    out[table_name] = rows.rows[0]!.rows;
  }
  return out;
}

/** Every stored file's bytes, by name. */
export function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name)).toString('base64')]),
  );
}

/** The names inside an archive. */
export const archiveMembers = (archive: string) => execFileSync('tar', ['-tzf', archive]).toString().trim().split('\n');

/**
 * A server on `database` holding a company with photos, backed up while it runs: the archive's
 * manifest, and what the database and the files held at that moment.
 */
export async function backUpRunningServer(config: Config, database: Database, archive: string) {
  const app = await buildApp({ config, db: database.db, files: localFileStorage(config.filesDir), logger: false });
  await app.ready();
  try {
    await companyWithPhotos(apiOver(app, database, app.deps.files));
    const manifest = await createBackup(config, archive);
    return { manifest, rows: await snapshot(database.db), files: filesOf(config.filesDir) };
  } finally {
    await app.close();
  }
}
