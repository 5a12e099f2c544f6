/**
 * Operator command: one archive of the database and the stored files, while the server runs.
 *   npm run backup [-- <archive.tar.gz>]     (default: obra-backup-<date>.tar.gz here)
 */
import 'dotenv/config';
import { loadConfig } from '../config.js';
import { createBackup } from '../ops/backup.js';

const out = process.argv[2] ?? `obra-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const manifest = await createBackup(loadConfig(), out);
  console.log(`Copia de seguridad en ${out}: base ${manifest.database}, ${manifest.files.length} archivos`);
} catch (error) {
  console.error(`No se pudo hacer la copia de seguridad: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
