import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageFiles } from './visitor-pages.js';

describe('which file answers a page', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'obra-pages-'));
  mkdirSync(path.join(root, 'pages'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'pages', 'login.html'), '<h1>Iniciar sesión</h1>');
  const pageFor = pageFiles(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sends a prerendered visitor page for its path, whatever its query string, hash or trailing slash', () => {
    expect(pageFor('/login')).toBe('pages/login.html');
    expect(pageFor('/login/')).toBe('pages/login.html');
    expect(pageFor('/login?from=%2Fprojects')).toBe('pages/login.html');
  });

  it('sends index.html for the signed-in screens, unknown paths and pages the build did not prerender', () => {
    expect(pageFor('/projects?id=3')).toBe('index.html');
    expect(pageFor('/dashboard')).toBe('index.html');
    expect(pageFor('/no-existe')).toBe('index.html');
    expect(pageFor('/')).toBe('index.html');
    expect(pageFor('/pages/login')).toBe('index.html');
    expect(pageFor('/../index')).toBe('index.html');
    expect(pageFor('/login.html')).toBe('index.html');
  });
});
