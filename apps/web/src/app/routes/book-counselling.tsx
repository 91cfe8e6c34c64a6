import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Book Free Counselling screen arrives with its feature (replace this module's body). */
export default function BookCounsellingRoute() {
  return <ComingSoon title="Book Free Counselling" />;
}
