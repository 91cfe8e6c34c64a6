import { RegistrationPage } from '../../features/onboarding/components/registration-page.tsx';

/** /registration (§2, §5): the onboarding form of a new student. */
export default function RegistrationRoute() {
  return <RegistrationPage />;
}
