import { Anchor, Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { PAYMENT_MODE_LABELS, type TStaffPayment } from '@portal/contract';
import { Link } from 'react-router';
import { formatPaidDateTime, formatRupees } from '../../../../lib/format-payment.ts';
import { STAFF_PATHS } from '../../../lib/staff-paths.ts';
import { PAYMENT_SECTION_TEXTS as TEXTS } from '../payment-texts.ts';

const COLUMNS = TEXTS.columns;

/**
 * The payments recorded (date, amount, mode, reference, who recorded it) with a link to each printable
 * receipt. On a phone the table scrolls sideways inside its frame (focusable, so keys scroll it too).
 */
export function PaymentTable({ payments }: { payments: readonly TStaffPayment[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe).
    <section className="staff-table-scroll" aria-label={TEXTS.table} tabIndex={0}>
      <Table striped verticalSpacing="xs" aria-label={TEXTS.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{COLUMNS.date}</Table.Th>
            <Table.Th scope="col">{COLUMNS.amount}</Table.Th>
            <Table.Th scope="col">{COLUMNS.mode}</Table.Th>
            <Table.Th scope="col">{COLUMNS.reference}</Table.Th>
            <Table.Th scope="col">{COLUMNS.recordedBy}</Table.Th>
            <Table.Th scope="col">{COLUMNS.receipt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatPaidDateTime(payment.createdAt)}</Table.Td>
              <Table.Td>{formatRupees(payment.amount)}</Table.Td>
              <Table.Td>{PAYMENT_MODE_LABELS[payment.mode]}</Table.Td>
              <Table.Td>{payment.reference || TEXTS.noReference}</Table.Td>
              <Table.Td>{payment.recordedByName}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={STAFF_PATHS.receipt(payment.id)}
                  aria-label={TEXTS.receiptOf(payment.receiptNumber)}
                >
                  {TEXTS.receipt}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
