import { ReceiptPage } from '../../features/staff-student/components/receipt-page.tsx';

export default function StaffReceiptPageRoute() {
  return <ReceiptPage />;
}
