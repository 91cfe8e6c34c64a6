import { TeamPage } from '../../features/staff-team/components/team-page.tsx';

export default function StaffTeamPageRoute() {
  return <TeamPage />;
}
