import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Select Topic screen arrives with its feature (replace this module's body). */
export default function SelectTopicRoute() {
  return <ComingSoon title="Select Topic" />;
}
