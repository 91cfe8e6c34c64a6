import StudentAccountMenu from '../app/student-account-menu.tsx';
import { AvatarMenu } from '../components/layout/avatar-menu.tsx';
import { useStudentAccount } from '../lib/use-student-account.ts';

/** What app/signed-in-layout.tsx passes the student header (the menu not lazy here). */
export const STUDENT_SHELL_PROPS = { useAccount: useStudentAccount, AccountMenu: StudentAccountMenu };

/** The header avatar as the app wires it. */
export const StudentAvatarMenu = () => <AvatarMenu {...STUDENT_SHELL_PROPS} />;
