/** Every user-facing text of §5 (validation), §7 (toasts) and §8 (errors), exactly as the spec words them. */

export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email format',
  passingYearRequired: 'Enter passing year.',
  passingYearInvalid: 'Enter a valid passing year',
  allFieldsRequired: 'All fields are required',
  twelfthAfterTenth: '12th passing year must be at least 2 years after 10th passing year.',
  unsupportedFileFormat: 'Unsupported file format.',
  selectCountry: 'Select a country.',
  selectStudyLevel: 'Select a study level.',
  selectFieldOfStudy: 'Select a field of study.',
  selectLaunchDate: 'Select a launch date.',
  enterLanguageScore: 'Enter score for selected language test.',
  selectCurrentEducation: 'Select current education.',
  selectPassportStatus: 'Select a passport status.',
  selectFundingPath: 'Select a funding path.',
  selectLanguageTest: 'Select a language test.',
  enterValidScore: 'Enter a valid score',
} as const;

export const TOAST_MESSAGES = {
  shortlistAdded: 'Course added to shortlist successfully!',
  shortlistRemoved: 'Course removed from shortlist successfully!',
  profileUpdated: 'updated successfully!',
  otpSent: 'OTP sent successfully!',
  eventRegistered: 'Registered successfully!',
  conditionalOfferDownloaded: 'Conditional Offer Downloaded successfully!',
  /** §8 'Uploaded {type} successfully', with the document's name (CONDITIONAL_DOCUMENT_TYPE_LABELS), never its code. */
  conditionalDocUploaded: (documentName: string) => `Uploaded ${documentName} successfully`,
  /** Ours (the spec has no word for it): a new student's registration form is saved, /courses opens. */
  welcome: (name: string) => `Welcome, ${name}! Here are courses that match your plan.`,
  /** Ours (§4 Apply flow: "a success toast"): Apply Now created the application; the journey opens. */
  applicationSubmitted: 'Application submitted successfully! Add your documents next.',
  /** Ours: a student who reopened /registration saved their changed answers. */
  studyPlanSaved: 'Your study plan is saved. Here are courses that match it.',
} as const;

export const ERROR_MESSAGES = {
  fetchCourses: 'Failed to fetch student courses!',
  fetchFilteredCourses: 'Failed to fetch filtered courses!',
  shortlistAdd: 'Failed to add course to shortlist!',
  shortlistRemove: 'Failed to remove course from shortlist!',
  profileUpdate: 'Failed to update student profile!',
  saveName: 'Failed to save name!',
  updateDetails: 'Failed to update details!',
  generateOtp: 'Failed to generate OTP!',
  register: 'Failed to Register!',
  documentUpload: 'Failed to upload document!',
  passportUpload: 'Failed to upload file. Please try again.',
  documentUrl: 'Failed to get document URL',
  documentDownload: 'Error downloading document',
  noDocumentId: 'No documentId found',
  eventNotFound: 'Event details not found',
  canvasUnavailable: 'Canvas context not available',
  notEligible: 'You are not eligible in this course.',
  invalidOtp: 'Invalid OTP',
} as const;
