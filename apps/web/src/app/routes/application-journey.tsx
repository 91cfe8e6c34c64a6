import { DocumentSlotProvider } from '../../components/documents/document-slot-context.tsx';
import { JourneyPage } from '../../features/application-journey/components/journey-page.tsx';
import { DocumentSlot } from '../../features/documents/components/document-slot.tsx';

/**
 * /application-journey (§2, §4 Offer stages): ?applicationId= and ?step= say what it shows. Essential Docs
 * draws the profile's document slots (features/documents).
 */
export default function ApplicationJourneyRoute() {
  return (
    <DocumentSlotProvider slot={DocumentSlot}>
      <JourneyPage />
    </DocumentSlotProvider>
  );
}
