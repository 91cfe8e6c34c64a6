/**
 * Query and mutation keys of the student's applications, one root for every screen that reads or changes
 * them (applied courses, the application journey, shortlist's Apply Now): invalidating `all` refreshes
 * every view.
 */
export const APPLICATION_KEYS = {
  all: ['applications'] as const,
  /** GET /api/application. */
  list: () => [...APPLICATION_KEYS.all, 'list'] as const,
  /** GET /api/application/{id}. */
  detail: (applicationId: number) => [...APPLICATION_KEYS.all, 'detail', applicationId] as const,
  /** Every application's documents (a review whose answer does not name its application). */
  allDocuments: () => [...APPLICATION_KEYS.all, 'documents'] as const,
  /** GET /application/document/all?applicationId=. */
  documents: (applicationId: number) => [...APPLICATION_KEYS.allDocuments(), applicationId] as const,
};
