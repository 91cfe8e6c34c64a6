import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Shortlisted courses screen arrives with its feature (replace this module's body). */
export default function ShortlistedRoute() {
  return <ComingSoon title="Shortlisted courses" />;
}
