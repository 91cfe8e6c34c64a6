import { JourneyUploadProvider } from '../../components/documents/journey-upload-context.tsx';
import { JourneyDocumentUpload } from '../../features/documents/components/journey-document-upload.tsx';
import { PostOfferPage } from '../../features/post-offer/components/post-offer-page.tsx';

/**
 * /post-offer (?application=&stage=): what happens after the unconditional offer. Its uploads are the
 * documents feature's (one upload path), passed in here.
 */
export default function PostOfferRoute() {
  return (
    <JourneyUploadProvider upload={JourneyDocumentUpload}>
      <PostOfferPage />
    </JourneyUploadProvider>
  );
}
