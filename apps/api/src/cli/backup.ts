import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup.ts';
import { BackupError } from '../backup/manifest.ts';
import { ConfigError, loadConfig } from '../config/env.ts';

/**
 * npm run backup [-- --out DIR] [--skip-files]
 * The configured database (DATABASE_URL: pg_dump of one snapshot, while the portal runs; else the
 * embedded database in DATA_DIR, with the portal stopped) and the stored files it points at, into a
 * new folder with a manifest (checksums). Restoring: npm run restore DIR. Root README: "Backups".
 */
const USAGE =
  'Usage: npm run backup [-- --out DIR] [--skip-files]\n' +
  '  --out DIR      the new backup folder (default: backups/portal-<database>-<UTC time>)\n' +
  '  --skip-files   STORAGE=s3 only: leave the files to the bucket (versioning on)';

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'skip-files': { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  // Paths given on the command line are the caller's: npm sets INIT_CWD to where it was run.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  // npm -w runs this in apps/api; the server runs from the repository root: resolve DATA_DIR from there.
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'));
  // A backup holds passport and phone numbers: owner-only, whatever the umask.
  process.umask(0o077);
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.resolve(callerDir, values.out ?? path.join('backups', `portal-${kind}-${stamp}`));
  const { manifest, warnings } = await createBackup(config, dir, { skipFiles: values['skip-files'] });
  const { database, files } = manifest;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Backed up ${kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} ${database.serverVersion} ` +
      `(migration ${database.migration.latest}, dump ${mb(database.bytes)}) and ` +
      (files.copied ? `${files.count} stored files (${mb(files.bytes)})` : 'no files (--skip-files)') +
      ` to ${dir}`,
  );
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(
    'Keep it off this machine, encrypted (root README, "Backups"). Restore: npm run restore <folder>',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
