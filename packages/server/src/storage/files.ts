import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; a local directory by default, shareable between server processes. */
export interface FileStorage {
  put(extension: string, content: Buffer): Promise<string>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Names are made by the server: random hex and a known extension, nothing a caller chose. */
const SAFE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

export function isStoredName(name: string): boolean {
  return SAFE_NAME.test(name);
}

export function localFileStorage(directory: string): FileStorage {
  const root = path.resolve(directory);
  const pathOf = (name: string) => (isStoredName(name) ? path.join(root, name) : null);
  return {
    async put(extension, content) {
      await mkdir(root, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(root, name), content, { flag: 'wx' });
      return name;
    },
    async get(name) {
      const file = pathOf(name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async remove(name) {
      const file = pathOf(name);
      if (file) await rm(file, { force: true });
    },
  };
}
