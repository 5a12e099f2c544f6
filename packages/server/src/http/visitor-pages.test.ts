import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSharePage, pageFiles } from './visitor-pages.js';

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

describe("the client's share pages", () => {
  it('are /e/<token> and /f/<token>, whatever the query string or trailing slash', () => {
    for (const url of ['/e/abc123', '/f/abc-123_x', '/e/abc/', '/f/abc?utm=whatsapp', '/e/abc#firma']) {
      expect(isSharePage(url), url).toBe(true);
    }
  });

  it('are nothing else', () => {
    for (const url of ['/e', '/e/', '/f/a/b', '/x/abc', '/estimates/abc', '/api/public/estimates/abc', '/']) {
      expect(isSharePage(url), url).toBe(false);
    }
  });

  it('answer index.html, which draws them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'obra-share-'));
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    expect(pageFiles(root)('/e/abc123')).toBe('index.html');
    expect(pageFiles(root)('/f/abc123?x=1')).toBe('index.html');
    rmSync(root, { recursive: true, force: true });
  });
});
