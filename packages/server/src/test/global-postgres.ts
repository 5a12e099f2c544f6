import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../db/client.js';
import { databaseUrl, postgresAdminUrl } from './postgres-url.js';

/** Creates a migrated template database; each test file clones it with CREATE DATABASE … TEMPLATE. */
export default async function setup(project: TestProject) {
  const adminUrl = postgresAdminUrl();
  const name = `obra_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const template = fromPostgres(databaseUrl(adminUrl, name), 1);
  await template.migrate();
  await template.close();
  project.provide('postgresTemplate', { adminUrl, name });
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.end();
  };
}
