import { BellMenu } from '../../../../components/notifications/bell-menu.tsx';
import type { TBellMenuOpenerProps } from '../../../../components/notifications/notification-bell.tsx';
import { useBellMenu } from '../../../../lib/use-bell-menu.ts';
import { STAFF_PATHS } from '../../../lib/staff-paths.ts';
import { staffPathOf } from '../staff-notification-path.ts';

/** The staff member's bell menu wired to the calls; a chunk of its own, loaded on the bell's first open. */
export default function StaffBellMenu(props: TBellMenuOpenerProps) {
  return (
    <BellMenu {...props} model={useBellMenu()} pathOf={staffPathOf} centrePath={STAFF_PATHS.notifications} />
  );
}
