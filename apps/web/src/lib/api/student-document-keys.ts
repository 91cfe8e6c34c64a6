/**
 * Query and mutation keys of the student's documents (profile sections, the application journey, the
 * staff console): invalidating `all` refreshes every view of them. Staff views name the student.
 */
export const STUDENT_DOCUMENT_KEYS = {
  all: ['student-documents'] as const,
  /** GET /student/document/download-all (studentId only for staff). */
  list: (studentId?: number) => [...STUDENT_DOCUMENT_KEYS.all, 'list', studentId ?? 'self'] as const,
  /** GET /student/document/versions. */
  versions: (documentId: number) => [...STUDENT_DOCUMENT_KEYS.all, 'versions', documentId] as const,
  /** POST /student/document/upload. */
  upload: () => [...STUDENT_DOCUMENT_KEYS.all, 'upload'] as const,
  /** GET /student/document/download: a signed link (5 minutes), asked afresh for each preview. */
  downloadUrl: (documentId: number, studentId?: number) =>
    [...STUDENT_DOCUMENT_KEYS.all, 'download-url', documentId, studentId ?? 'self'] as const,
  /** GET /student/document/version/download: the same for one earlier version. */
  versionDownloadUrl: (versionId: number, studentId?: number) =>
    [...STUDENT_DOCUMENT_KEYS.all, 'version-download-url', versionId, studentId ?? 'self'] as const,
  /** The bytes behind a signed link (the link names the file and expires, so it is the key). */
  file: (tempUrl: string) => [...STUDENT_DOCUMENT_KEYS.all, 'file', tempUrl] as const,
};
