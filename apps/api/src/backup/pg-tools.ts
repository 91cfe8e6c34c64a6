import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * pg_dump / pg_restore: from PG_BIN_DIR when set, else the newest of Debian's
 * /usr/lib/postgresql/<major>/bin (pg_dump must be at least the server's major version), else PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const override = process.env.PG_BIN_DIR;
  if (override) return path.join(override, name);
  const majors = fs.existsSync(DEBIAN_ROOT)
    ? fs
        .readdirSync(DEBIAN_ROOT)
        .filter((major) => fs.existsSync(path.join(DEBIAN_ROOT, major, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] ? path.join(DEBIAN_ROOT, majors[0], 'bin', name) : name;
}

/**
 * Runs a PostgreSQL client tool against `url`. The password travels in PGPASSWORD, not in the
 * arguments, where any user of the machine could read it in the process list.
 */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const command = pgTool(name);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${target.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new BackupError(
              `${name} not found (${command}): install the PostgreSQL client tools of the server's ` +
                'major version or newer (Debian: postgresql-client-15), or set PG_BIN_DIR.',
            )
          : error,
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
