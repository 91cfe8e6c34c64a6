import { Badge, Text, VisuallyHidden } from '@mantine/core';
import {
  counsellorNameOf,
  formatPhoneDisplay,
  STUDENT_STAGE_LABELS,
  type TStaffStudentDetail,
} from '@portal/contract';
import { useStaffMe } from '../../../api/get-staff-me.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { ReassignCounsellor } from './reassign-counsellor.tsx';

/**
 * Who the student is (UI contract): the name as h1 ("Unnamed student" before registration), reference
 * id, phone, stage and counsellor; admins can reassign the counsellor here.
 */
export function StudentHeader({ account }: { account: TStaffStudentDetail['account'] }) {
  const { data: me } = useStaffMe();
  return (
    <header className="student-header">
      <h1 className="student-header__name">{account.name.trim() || TEXTS.unnamed}</h1>
      <div className="student-header__facts">
        <Text size="sm">{TEXTS.referenceId(account.referenceId)}</Text>
        <Text size="sm">{formatPhoneDisplay(account.mobileNumber)}</Text>
        <Badge variant="light" color="brand">
          <VisuallyHidden>{TEXTS.stage}: </VisuallyHidden>
          {STUDENT_STAGE_LABELS[account.stage]}
        </Badge>
        <Text size="sm">
          {account.assignedCounsellor
            ? TEXTS.counsellor(counsellorNameOf(account.assignedCounsellor))
            : TEXTS.notAssigned}
        </Text>
      </div>
      {me?.role === 'ADMIN' && (
        <ReassignCounsellor studentId={account.id} current={account.assignedCounsellor} />
      )}
    </header>
  );
}
