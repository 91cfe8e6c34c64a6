import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { TStaffAccount } from '@portal/contract';
import { TEAM_TEXTS as TEXTS } from '../team-texts.ts';
import { TeamRow } from './team-row.tsx';

const COLUMNS = TEXTS.columns;

/**
 * The team as a table. On a phone (team.css) each member's row is drawn as a card, every value under its
 * column's name, so nothing scrolls sideways; the frame stays focusable for the table's width between.
 */
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
            <TeamRow key={account.id} account={account} isSelf={account.id === selfId} team={accounts} />
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
