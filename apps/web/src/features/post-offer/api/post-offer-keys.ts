/** Query and mutation keys of the post-offer journey: one root, so a change refreshes every view of it. */
export const POST_OFFER_KEYS = {
  all: ['post-offer'] as const,
  /** GET /api/student/post-offer. */
  list: () => [...POST_OFFER_KEYS.all, 'list'] as const,
  /** GET /api/student/applications/{applicationId}/post-offer. */
  journey: (applicationId: number) => [...POST_OFFER_KEYS.all, 'journey', applicationId] as const,
  /** PUT …/post-offer/pre-departure/{item}. */
  preDepartureItem: (applicationId: number) =>
    [...POST_OFFER_KEYS.all, 'pre-departure-item', applicationId] as const,
};
