import type { TPostOfferJourney, TStudentDocument } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi, type TFakeRoute } from '../../../../test/signed-in-fake-api.ts';
import { PostOfferPanel } from '../components/post-offer-panel.tsx';
import { APPLICATION_ID, STUDENT_ID } from './post-offer-fixtures.ts';

export const JOURNEY_URL = `/api/staff/applications/${APPLICATION_ID}/post-offer`;

/**
 * The panel of application 31 (student 7) over the fake API: the journey (a reply or a handler), the
 * student's documents, and any write routes a test answers. Call `panelKit()` at the top of a describe.
 */
export function panelKit() {
  const { notifier, install } = signedInFakeApi();
  const render = (
    journey: TPostOfferJourney | TFakeRoute,
    {
      routes = {},
      documents = [],
    }: { routes?: Record<string, TFakeRoute>; documents?: TStudentDocument[] } = {},
  ) => {
    const journeyRoute: TFakeRoute = 'applicationId' in journey ? { status: 200, data: journey } : journey;
    const fake = install({
      [`GET ${JOURNEY_URL}`]: journeyRoute,
      'GET /student/document/download-all': { status: 200, data: { documents } },
      ...routes,
    });
    const user = userEvent.setup({ delay: null });
    const view = renderWithApp(<PostOfferPanel studentId={STUDENT_ID} applicationId={APPLICATION_ID} />, {
      notifier,
    });
    const sent = (method: string, path = '') =>
      fake.requests.filter((request) => request.method === method && request.url === `${JOURNEY_URL}${path}`);
    return { ...view, fake, user, sent };
  };
  return { notifier, render };
}

/** A form (named by its title) inside the panel, once the journey is in. */
export async function formNamed(name: string | RegExp) {
  return within(await screen.findByRole('form', { name }));
}

/** Opens a stage's fold by its name (the accordion's button). */
export async function openStage(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  const control = await screen.findByRole('button', { name });
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
}
