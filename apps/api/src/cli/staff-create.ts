import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE_PREFIX, STAFF_MESSAGES } from '@portal/contract';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { StaffAccountRefusal, saveStaffAccount } from '../modules/staff/index.ts';
import { readArguments, UsageError } from './staff-arguments.ts';

/**
 * npm run staff:create -- --mobile 9876543210 --name "Asha Rao" [--role ADMIN]
 * Creates (or updates) a staff account in the configured database (DATA_DIR or DATABASE_URL, as the
 * server). Staff then sign in with the normal OTP flow. A disabled account is updated but stays
 * disabled. With the embedded database, stop the server
 * first. Exit codes: 0 done, 2 bad arguments, 1 refused or failed.
 */
async function main(): Promise<void> {
  const input = readArguments(process.argv.slice(2));
  if (input === 'help') {
    console.log(STAFF_MESSAGES.cliUsage);
    return;
  }
  // npm -w runs this in apps/api; the server runs from the repository root: resolve DATA_DIR from there.
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'));
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    const { outcome, account, previous } = await saveStaffAccount(database.db, input);
    const who = `${account.role} account #${account.id} "${account.name}" (${PHONE_PREFIX} ${account.mobileNumber})`;
    if (outcome === 'created') console.log(`Created the ${who}.`);
    else if (outcome === 'unchanged') console.log(`The ${who} already exists; nothing changed.`);
    else console.log(`Updated the ${who}; it was ${previous?.role} "${previous?.name}".`);
    // A disabled account stays disabled: a provisioning script re-running this command must not undo
    // an admin's decision. An admin re-enables it in the staff console (Team).
    if (account.disabledAt) {
      console.log(
        `This account was disabled on ${account.disabledAt.toISOString()} and stays disabled: an admin ` +
          're-enables it in the staff console (Team).',
      );
      return;
    }
    console.log(
      'Sign in with this mobile number through the normal OTP flow (POST /otp/generate, /otp/verify).',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${STAFF_MESSAGES.cliUsage}`);
    process.exitCode = 2;
    return;
  }
  const known =
    error instanceof StaffAccountRefusal ||
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError;
  console.error(known ? (error as Error).message : `Could not create the staff account: ${String(error)}`);
  process.exitCode = 1;
});
