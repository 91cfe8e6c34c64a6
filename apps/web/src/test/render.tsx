import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { DocumentSlotProvider } from '../components/documents/document-slot-context.tsx';
import { JourneyUploadProvider } from '../components/documents/journey-upload-context.tsx';
import { DocumentSlot } from '../features/documents/components/document-slot.tsx';
import { JourneyDocumentUpload } from '../features/documents/components/journey-document-upload.tsx';
import type { TNotifier } from '../lib/notify.tsx';
import { notify } from '../lib/notify.tsx';
import { createAppQueryClient } from '../lib/query-client.ts';

/** Shows the current path, so a test can see where the app navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export type TRenderAppOptions = Omit<RenderOptions, 'wrapper'> & {
  route?: string;
  onSessionExpired?: () => void;
  notifier?: TNotifier;
};

/**
 * Renders with every provider of the app (Mantine in test mode, query client, shared state) and a router,
 * and the documents feature's slot and journey upload that the route modules provide (app/routes/profile.tsx,
 * post-offer.tsx and others), so a screen that shows them renders as its route draws it.
 */
export function renderWithApp(ui: ReactElement, options: TRenderAppOptions = {}) {
  const { route = '/', onSessionExpired = () => {}, notifier = notify, ...rest } = options;
  const queryClient = createAppQueryClient({ notify: notifier, onSessionExpired });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>
        <DocumentSlotProvider slot={DocumentSlot}>
          <JourneyUploadProvider upload={JourneyDocumentUpload}>{children}</JourneyUploadProvider>
        </DocumentSlotProvider>
        <LocationProbe />
      </MemoryRouter>
    </Providers>
  );
  return { queryClient, ...render(ui, { wrapper, ...rest }) };
}
