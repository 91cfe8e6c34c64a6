/**
 * Keys of the profile photo: the image (GET /api/student-profiles/download/photo) that the header avatar
 * and the profile's avatar share, and the upload (PUT …/upload/photo). The upload invalidates `all`.
 */
export const PROFILE_PHOTO_KEYS = {
  all: ['profile-photo'] as const,
  /** GET /api/student-profiles/download/photo, as a data URL (null when there is none). */
  image: () => [...PROFILE_PHOTO_KEYS.all, 'image'] as const,
  /** PUT /api/student-profiles/upload/photo. */
  upload: () => [...PROFILE_PHOTO_KEYS.all, 'upload'] as const,
};
