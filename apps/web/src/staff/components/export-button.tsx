import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { groupIndianDigits } from '@portal/contract';
import { errorMessageOf, isCanceled } from '../../lib/api-error.ts';
import {
  type TExportParams,
  type TExportProgress,
  type TStaffExportKind,
  useStaffExport,
} from '../api/download-staff-export.ts';

// India's grouping without Intl: the first en-IN number format loads locale data (a long task).
const COUNT = { format: groupIndianDigits };

export const EXPORT_TEXTS = {
  button: 'Export CSV',
  cancel: 'Cancel export',
  progress: 'Export progress',
  rowsOf: (rows: number, total: number | null) =>
    total === null ? `${COUNT.format(rows)} rows` : `${COUNT.format(rows)} of ${COUNT.format(total)} rows`,
  done: (rows: number, fileName: string) => `Exported ${COUNT.format(rows)} rows to ${fileName}.`,
  failed: 'Export failed',
} as const;

function ExportProgress({ progress, isRunning }: { progress: TExportProgress; isRunning: boolean }) {
  const { rows, total } = progress;
  const text = EXPORT_TEXTS.rowsOf(rows, total);
  const percent = total ? Math.min(100, (rows / total) * 100) : total === 0 ? 100 : 0;
  return (
    <Stack gap={2} miw={220}>
      <Progress.Root size="lg">
        {/* Our own aria values: the rows, not Mantine's percentage; no total → indeterminate. */}
        <Progress.Section
          value={total === null ? 100 : percent}
          striped={isRunning}
          animated={isRunning}
          withAria={false}
          role="progressbar"
          aria-label={EXPORT_TEXTS.progress}
          aria-valuemin={0}
          aria-valuemax={total ?? undefined}
          aria-valuenow={total === null ? undefined : rows}
          aria-valuetext={text}
        />
      </Progress.Root>
      <Text size="xs" c="gray.7">
        {text}
      </Text>
    </Stack>
  );
}

export type TExportButtonProps = {
  kind: TStaffExportKind;
  /** The list's filters (no paging): the file holds every row they match. */
  params: TExportParams;
};

/** "Export CSV" with its progress ("N of M rows"), then the browser saves the file; failures shown here. */
export function ExportButton({ kind, params }: TExportButtonProps) {
  const exporting = useStaffExport(kind);
  const { progress, isPending, isSuccess, isError, error, data } = exporting;
  const isShownError = isError && !isCanceled(error);
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" justify="flex-end">
        {isPending && (
          <Button variant="subtle" onClick={exporting.cancel}>
            {EXPORT_TEXTS.cancel}
          </Button>
        )}
        <Button variant="outline" onClick={() => exporting.mutate(params)} loading={isPending}>
          {EXPORT_TEXTS.button}
        </Button>
      </Group>
      {progress && (isPending || isSuccess) && <ExportProgress progress={progress} isRunning={isPending} />}
      <div aria-live="polite">
        {isSuccess && data && (
          <Text size="sm" c="gray.7">
            {EXPORT_TEXTS.done(data.rows, data.fileName)}
          </Text>
        )}
      </div>
      {isShownError && (
        <Alert color="red" variant="light" title={EXPORT_TEXTS.failed} role="alert" maw={420}>
          {errorMessageOf(error)}
        </Alert>
      )}
    </Stack>
  );
}
