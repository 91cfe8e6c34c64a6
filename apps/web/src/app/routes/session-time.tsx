import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Session Time screen arrives with its feature (replace this module's body). */
export default function SessionTimeRoute() {
  return <ComingSoon title="Session Time" />;
}
