import { parseArgs } from 'node:util';
import { type TStaffAccountInput, ZStaffAccountInput } from '@portal/contract';

/** Bad command-line arguments: the command prints the reason and the usage and exits with 2. */
export class UsageError extends Error {}

/** The staff account the arguments describe, or 'help'. */
export function readArguments(argv: string[]): TStaffAccountInput | 'help' {
  let values: { mobile?: string; name?: string; role?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        mobile: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  const parsed = ZStaffAccountInput.safeParse({
    mobileNumber: values.mobile?.trim(),
    name: values.name,
    role: values.role?.trim().toUpperCase(),
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}
