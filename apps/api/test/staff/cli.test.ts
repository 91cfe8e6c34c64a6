import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_MESSAGES, STAFF_NAME_MAX } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { readArguments, UsageError } from '../../src/cli/staff-arguments.ts';
import { openPglite, openPostgres, type TDatabase } from '../../src/db/client.ts';
import { createAccount } from '../../src/modules/auth/account-opening.ts';
import { enrollments, studentProfiles, users } from '../../src/schema/index.ts';
import { TEST_CONFIG } from '../helpers/bare-app.ts';
import { createScratchDatabase, type TScratchDatabase } from '../helpers/scratch-database.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import type { TTestApp } from '../helpers/test-app.ts';

/**
 * `npm run staff:create` for real: the CLI is spawned with tsx (as npm runs it) against a database of
 * its own, an embedded PGlite in a temporary DATA_DIR, or, on the PostgreSQL run, a fresh database
 * named by DATABASE_URL. The test then opens that database itself to check what was written.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
const adminUrl = process.env.TEST_DATABASE_URL;

let tmp: string;
let dataDir: string;
let databaseUrl: string | undefined;
let scratch: TScratchDatabase | undefined;

type TRun = { code: number; stdout: string; stderr: string };

function runCli(args: string[]): Promise<TRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/cli/staff-create.ts', ...args], { cwd: apiDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The database the CLI wrote to, opened by the test (the CLI has exited, so the lock is free). */
const openTarget = (): Promise<TDatabase> =>
  databaseUrl ? openPostgres(databaseUrl) : openPglite({ dataDir });

async function withTarget<T>(use: (database: TDatabase) => Promise<T>): Promise<T> {
  const database = await openTarget();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const findUser = (mobileNumber: string) =>
  withTarget(
    async ({ db }) => (await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)))[0],
  );

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-staff-cli-'));
  dataDir = path.join(tmp, 'data');
  if (adminUrl) {
    scratch = await createScratchDatabase();
    databaseUrl = scratch.url;
  }
});

afterAll(async () => {
  await scratch?.drop();
  await fs.rm(tmp, { recursive: true, force: true });
});

// The argument rules, table-driven in-process; the spawned runs below prove the command's exit codes.
describe('npm run staff:create: bad arguments', () => {
  const mobile = '9876500001';
  it.for([
    { why: 'no arguments', args: [], says: STAFF_MESSAGES.cliMobileRequired },
    {
      why: 'a short number',
      args: ['--mobile', '98765', '--name', 'A'],
      says: STAFF_MESSAGES.cliInvalidMobile,
    },
    {
      why: 'a number starting with 5',
      args: ['--mobile', '5876500001', '--name', 'A'],
      says: STAFF_MESSAGES.cliInvalidMobile,
    },
    { why: 'no name', args: ['--mobile', mobile], says: STAFF_MESSAGES.cliNameRequired },
    {
      why: 'a blank name',
      args: ['--mobile', mobile, '--name', '   '],
      says: STAFF_MESSAGES.cliNameRequired,
    },
    {
      why: 'a name that is too long',
      args: ['--mobile', mobile, '--name', 'x'.repeat(STAFF_NAME_MAX + 1)],
      says: STAFF_MESSAGES.cliNameTooLong,
    },
    {
      why: 'a name with a control character',
      args: ['--mobile', mobile, '--name', 'Asha\u001b[2J'],
      says: STAFF_MESSAGES.cliNameInvalid,
    },
    {
      why: 'the STUDENT role',
      args: ['--mobile', mobile, '--name', 'A', '--role', 'STUDENT'],
      says: STAFF_MESSAGES.cliInvalidRole,
    },
    { why: 'an unknown option', args: ['--mobile', mobile, '--nmae', 'A'], says: "Unknown option '--nmae'" },
    { why: 'a stray positional', args: ['--mobile', mobile, 'Asha'], says: 'Asha' },
  ])('refuses $why with the reason', ({ args, says }) => {
    expect(() => readArguments(args)).toThrow(UsageError);
    expect(() => readArguments(args)).toThrow(says);
  });

  // The usual written forms are the sign-in screen's: a staff number alike.
  it.for(['+91 98765 00001', '098765-00001', '+919876500001'])("takes '%s' as the 10 digits", (written) => {
    expect(readArguments(['--mobile', written, '--name', 'A'])).toMatchObject({ mobileNumber: mobile });
  });

  it('exits with code 2, the reason and the usage, and opens no database', { timeout: 60_000 }, async () => {
    const run = await runCli(['--mobile', '98765', '--name', 'A']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(STAFF_MESSAGES.cliInvalidMobile);
    expect(run.stderr).toContain(STAFF_MESSAGES.cliUsage);
    expect(run.stdout).toBe('');
    await expect(fs.access(dataDir)).rejects.toThrow();
  });

  it('prints the usage for --help and exits 0', { timeout: 60_000 }, async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(STAFF_MESSAGES.cliUsage);
  });
});

describe('npm run staff:create on the configured database', () => {
  const staffMobile = '9876500002';

  it('migrates a new database and creates a COUNSELLOR by default, with no student records', async () => {
    const run = await runCli(['--mobile', staffMobile, '--name', '  Asha Rao  ']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created the COUNSELLOR account');
    expect(run.stdout).toContain('"Asha Rao"');
    expect(run.stdout).toContain('OTP');
    // One opening of the database for every check (each opening starts PGlite: seconds on a busy machine).
    const [user, enrollment, profile] = await withTarget(async ({ db }) => {
      const [found] = await db.select().from(users).where(eq(users.mobileNumber, staffMobile));
      return [
        found,
        await db
          .select()
          .from(enrollments)
          .where(eq(enrollments.studentId, found?.id ?? 0)),
        await db
          .select()
          .from(studentProfiles)
          .where(eq(studentProfiles.studentId, found?.id ?? 0)),
      ] as const;
    });
    expect(user).toMatchObject({ role: 'COUNSELLOR', name: 'Asha Rao', isEvent: false });
    expect(enrollment).toEqual([]);
    expect(profile).toEqual([]);
  }, 120_000);

  it('updates the name and role of an existing staff account and says so; without --role the role stays', async () => {
    const promoted = await runCli(['--mobile', staffMobile, '--name', 'Asha R.', '--role', 'admin']);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('Updated the ADMIN account');
    expect(promoted.stdout).toContain('it was COUNSELLOR "Asha Rao"');
    const renamed = await runCli(['--mobile', staffMobile, '--name', 'Asha Rao']);
    expect(renamed.code).toBe(0);
    expect(renamed.stdout).toContain('Updated the ADMIN account');
    const user = await findUser(staffMobile);
    expect(user).toMatchObject({ role: 'ADMIN', name: 'Asha Rao' });
    const again = await runCli(['--mobile', staffMobile, '--name', 'Asha Rao', '--role', 'ADMIN']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already exists; nothing changed');
    expect((await findUser(staffMobile))?.id).toBe(user?.id);
  }, 120_000);

  it("refuses a student's number with exit code 1 and leaves the student as it was", async () => {
    const studentMobile = '9876500003';
    await withTarget(({ db }) => createAccount(db, { mobileNumber: studentMobile, name: 'Student' }));
    const run = await runCli(['--mobile', studentMobile, '--name', 'Not Staff', '--role', 'ADMIN']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(STAFF_MESSAGES.cliStudentNumber(studentMobile));
    expect(await findUser(studentMobile)).toMatchObject({ role: 'STUDENT', name: 'Student' });
  }, 120_000);

  it.skipIf(Boolean(adminUrl))(
    'refuses to open the embedded database while another process (the server) holds it',
    async () => {
      const held = await openPglite({ dataDir });
      try {
        const run = await runCli(['--mobile', '9876500004', '--name', 'Late']);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain('already open in another process');
        // Read through the holder: the refused command has exited, so this is what it left.
        const late = await held.db.select().from(users).where(eq(users.mobileNumber, '9876500004'));
        expect(late).toEqual([]);
      } finally {
        await held.close();
      }
    },
    120_000,
  );

  it('lets the new staff member sign in through the OTP flow and use the staff calls', async () => {
    const database = await openTarget();
    const otpOutbox = path.join(tmp, 'outbox.jsonl');
    const app = await buildApp({ config: { ...TEST_CONFIG, dataDir, otpOutbox }, database });
    try {
      await app.ready();
      const signedIn = await signInWithOtp({ app, otpOutbox } as TTestApp, staffMobile);
      expect(signedIn).toMatchObject({
        role: 'ADMIN',
        userName: 'Asha Rao',
        enrollmentId: null,
        isNewUser: false,
      });
      const list = await app.inject({ method: 'GET', url: '/api/staff/students', headers: signedIn.headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().content.map((s: { mobileNumber: string }) => s.mobileNumber)).toContain(
        '9876500003',
      );
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

describe('npm run staff:create on a disabled account', () => {
  it('updates the name but leaves the account disabled, and says so', async () => {
    const mobileNumber = '9876500005';
    const disabledAt = new Date('2030-01-02T03:04:05.000Z');
    await withTarget(async ({ db }) => {
      await createAccount(db, { mobileNumber, name: 'Gone', role: 'COUNSELLOR' });
      await db.update(users).set({ disabledAt }).where(eq(users.mobileNumber, mobileNumber));
    });
    const run = await runCli(['--mobile', mobileNumber, '--name', 'Back Again']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Updated the COUNSELLOR account');
    expect(run.stdout).toContain('stays disabled');
    expect(await findUser(mobileNumber)).toMatchObject({ name: 'Back Again', disabledAt });
  }, 120_000);
});
