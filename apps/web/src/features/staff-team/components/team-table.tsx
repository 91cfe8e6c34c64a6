import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { TStaffAccount } from '@portal/contract';
import { TEAM_TEXTS as TEXTS } from '../team-texts.ts';
import { TeamRow } from './team-row.tsx';

const COLUMNS = TEXTS.columns;

/** The team as a table; on a phone it scrolls sideways inside its frame (focusable, so keys scroll it). */
export function TeamTable({ accounts, selfId }: { accounts: readonly TStaffAccount[]; selfId: number }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe).
    <section className="team-table-scroll" aria-label={TEXTS.table} tabIndex={0}>
      <Table verticalSpacing="xs" striped aria-label={TEXTS.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{COLUMNS.name}</Table.Th>
            <Table.Th scope="col">{COLUMNS.mobile}</Table.Th>
            <Table.Th scope="col">{COLUMNS.role}</Table.Th>
            <Table.Th scope="col">{COLUMNS.status}</Table.Th>
            <Table.Th scope="col">{COLUMNS.students}</Table.Th>
            <Table.Th scope="col">{COLUMNS.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <TeamRow key={account.id} account={account} isSelf={account.id === selfId} />
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
