/** Query keys of the console's post-offer panel: a write on an application invalidates `journey(id)`. */
export const POST_OFFER_KEYS = {
  all: ['staff-post-offer'] as const,
  /** GET /api/staff/applications/{applicationId}/post-offer. */
  journey: (applicationId: number) => [...POST_OFFER_KEYS.all, applicationId] as const,
};

/** Where every staff call of one application's journey lives. */
export const postOfferUrl = (applicationId: number, rest = '') =>
  `/api/staff/applications/${applicationId}/post-offer${rest}`;
