import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/manifest.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { ConfigError, loadConfig } from '../config/env.ts';

/**
 * npm run restore <backup folder>
 * Verifies every checksum of the backup, then loads it into an EMPTY target: a new DATA_DIR (the
 * embedded database) or an empty database at DATABASE_URL, and empty file storage. Then: npm start.
 */
const USAGE = 'Usage: npm run restore <backup folder>   (into an empty DATA_DIR, or an empty DATABASE_URL)';

async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  const [given, ...rest] = positionals;
  if (!given || rest.length) throw new BackupError(USAGE);
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const backupDir = path.resolve(callerDir, given);
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'));
  // What is restored holds passport and phone numbers: owner-only, whatever the umask.
  process.umask(0o077);
  const config = loadConfig();
  const manifest = await restoreBackup(config, backupDir);
  const target = config.databaseUrl ? 'the database at DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  console.log(
    `Restored the backup of ${manifest.createdAt} (migration ${manifest.database.migration.latest}, ` +
      `${manifest.files.copied ? `${manifest.files.count} files` : 'files left in the bucket'}) into ${target}; ` +
      'every checksum matched. Start the portal: npm start. Sessions of before the backup have ended: ' +
      'everyone signs in again.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
