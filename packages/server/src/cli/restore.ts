/**
 * Operator command: loads an archive of `npm run backup` into an empty data directory (embedded)
 * or an empty PostgreSQL database (DATABASE_URL), and an empty files directory.
 *   npm run restore -- <archive.tar.gz>
 */
import 'dotenv/config';
import { loadConfig } from '../config.js';
import { restoreBackup } from '../ops/backup.js';

const archive = process.argv[2];
if (!archive) {
  console.error('Uso: npm run restore -- <archivo.tar.gz>');
  process.exit(2);
}
try {
  const manifest = await restoreBackup(loadConfig(), archive);
  console.log(
    `Restaurada la copia del ${manifest.createdAt}: base ${manifest.database}, ${manifest.files.length} archivos`,
  );
} catch (error) {
  console.error(`No se pudo restaurar: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
