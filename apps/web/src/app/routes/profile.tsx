import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Profile screen arrives with its feature (replace this module's body). */
export default function ProfileRoute() {
  return <ComingSoon title="Profile" />;
}
