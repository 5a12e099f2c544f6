import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createEmbeddedInChild } from '../db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; name: string };
  }
}

/**
 * Creates one migrated embedded database per run, in a child process (creation is the expensive
 * part), and dumps it; each test file then loads its own copy from the dump in memory.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'obra-test-'));
  const file = path.join(dir, 'template.tgz');
  await createEmbeddedInChild(file, ['--dump']);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
