import { JourneyPage } from '../../features/application-journey/components/journey-page.tsx';

/** /application-journey (§2, §4 Offer stages): ?applicationId= and ?step= say what it shows. */
export default function ApplicationJourneyRoute() {
  return <JourneyPage />;
}
