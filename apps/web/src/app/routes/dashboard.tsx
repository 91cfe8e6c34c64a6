import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Dashboard screen arrives with its feature (replace this module's body). */
export default function DashboardRoute() {
  return <ComingSoon title="Dashboard" />;
}
