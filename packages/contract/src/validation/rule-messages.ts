/**
 * Texts of profile rules the spec states without wording them. The worded ones live in
 * VALIDATION_MESSAGES (messages.ts) and are used as they are.
 */
export const PROFILE_MESSAGES = {
  invalidDateOfBirth: 'Enter a valid date of birth.',
  futureDateOfBirth: 'Date of birth cannot be later than today.',
  fullNameRequired: 'Enter your full name.',
  invalidPhoneNumber: 'Enter a valid phone number.',
  invalidPinCode: 'Enter a 6-digit PIN code.',
  invalidBoard: 'Select a valid board.',
  invalidAcademicScore: 'Enter a valid score',
  onlyOnce: (label: string) => `${label} can be added only once.`,
  languageScoreRange: (label: string, min: number, max: number) =>
    `${label} score must be between ${min} and ${max}.`,
  unsupportedUploadFile: 'Only .png, .jpg, .jpeg, .pdf, .doc and .docx files can be uploaded.',
  photoNotImage: 'The photo must be a PNG or JPEG image.',
  photoTypeMismatch: (declared: string) => `The photo content does not match its contentType ${declared}.`,
  photoBadBase64: 'The photo is not valid base64.',
  photoTooLarge: 'The photo must be at most 2 MB.',
  photoMissing: 'No profile photo has been uploaded yet.',
  photoUploaded: 'Profile photo uploaded successfully!',
} as const;
