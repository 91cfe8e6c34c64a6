import { BellMenu } from '../../../components/notifications/bell-menu.tsx';
import type { TBellMenuOpenerProps } from '../../../components/notifications/notification-bell.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useBellMenu } from '../../../lib/use-bell-menu.ts';
import { studentPathOf } from '../notification-path.ts';

/** The student's bell menu wired to the calls; a chunk of its own, loaded on the bell's first open. */
export default function StudentBellMenu(props: TBellMenuOpenerProps) {
  return (
    <BellMenu {...props} model={useBellMenu()} pathOf={studentPathOf} centrePath={PATHS.notifications} />
  );
}
