import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from './env.ts';

/**
 * The signing secret: JWT_SECRET when given (required in production); otherwise one generated
 * once and kept in DATA_DIR/jwt-secret so sessions survive a restart. In-memory test apps get a
 * fresh one each time.
 */
export async function resolveSigningSecret(config: TConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.inMemoryDb) return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
