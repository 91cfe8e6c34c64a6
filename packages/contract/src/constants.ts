/** Business constants and limits of spec §9 (and the enums of §3/§4). The one place they are written. */

export const COUNTRIES = ['UK', 'Canada', 'Hungary', 'Germany', 'Australia', 'Netherlands'] as const;
export const STUDY_LEVELS = ['Foundation', 'Undergraduate', 'Postgraduate'] as const;

/**
 * The currency (ISO 4217 code) a country's courses publish their yearly fee in: the seed's fees are in it
 * (Hungary's English-taught programmes charge euros), and Approx. Fee shows it beside the raw number.
 */
export const COUNTRY_CURRENCIES = {
  UK: 'GBP',
  Canada: 'CAD',
  Hungary: 'EUR',
  Germany: 'EUR',
  Australia: 'AUD',
  Netherlands: 'EUR',
} as const satisfies Record<(typeof COUNTRIES)[number], string>;

/** Approx. Fee: the raw number as published (§9), after its currency code, e.g. 'GBP 18500'. */
export const feeWithCurrency = (fees: number, country: (typeof COUNTRIES)[number]) =>
  `${COUNTRY_CURRENCIES[country]} ${fees}`;

/** Twenty fields of study, alphabetical, from Accounting & Finance through Tourism, Hospitality & Events Management. */
export const FIELDS_OF_STUDY = [
  'Accounting & Finance',
  'Architecture & Construction',
  'Art & Design',
  'Biological Sciences',
  'Business & Management',
  'Computer Science & IT',
  'Economics',
  'Education',
  'Engineering',
  'Environmental Science',
  'Health & Nursing',
  'Humanities & Languages',
  'Law',
  'Mathematics & Statistics',
  'Media & Communications',
  'Medicine & Pharmacy',
  'Physical Sciences',
  'Psychology',
  'Social Sciences',
  'Tourism, Hospitality & Events Management',
] as const;

export const LANGUAGE_TESTS = ['IELTS', 'TOEFL', 'PTE', 'Duolingo', 'None'] as const;
/** Inclusive score ranges of §5/§9, keyed by the test's display name. */
export const LANGUAGE_SCORE_RANGES = {
  IELTS: { min: 0, max: 9 },
  TOEFL: { min: 0, max: 120 },
  PTE: { min: 10, max: 90 },
  Duolingo: { min: 10, max: 160 },
} as const;
/** The exam names used in the profile's academic rows (§4 Additional academic rows). */
export const LANGUAGE_EXAMS = ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'] as const;

export const PASSPORT_STATUSES = ['ISSUED', 'APPLIED', 'NOT_APPLIED'] as const;
export const FUNDING_PATHS = ['Self-Funding', 'Education Loan', 'Not Sure Yet'] as const;
export const EDUCATION_LEVELS = ['High School', 'Undergraduate', 'Postgraduate'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export const BOARDS = ['CBSE', 'CISCE', 'IB', 'Cambridge', 'State Board'] as const;

/** §9 event codes; SSU is the extra code §8 treats specially. */
export const EVENT_CODES = ['JLG', 'KOP', 'AUR'] as const;
export const SPECIAL_EVENT_CODE = 'SSU';
export const ALL_EVENT_CODES = [...EVENT_CODES, SPECIAL_EVENT_CODE] as const;

export const DOCUMENT_TYPES = [
  'PASSPORT',
  'SSC',
  'HSC',
  'DIPLOMA',
  'UNDERGRADUATE',
  'POSTGRADUATE',
  'RESUME',
  'LETTER_OF_RECOMMENDATION_1',
  'LETTER_OF_RECOMMENDATION_2',
  'EXPERIENCE_CERTIFICATE',
  'IELTS',
  'TOEFL',
  'PTE',
  'DUOLINGO',
  'DIPLOMA_MARKSHEET',
  'DIPLOMA_CERTIFICATE',
  'UNDERGRADUATE_CERTIFICATE',
  'POSTGRADUATE_CERTIFICATE',
  'UNDERGRADUATE_MARKSHEET',
  'POSTGRADUATE_MARKSHEET',
] as const;
export const APPLICATION_DOCUMENT_TYPES = ['STATEMENT_OF_PURPOSE', 'PORTFOLIO'] as const;
export const DOCUMENT_STATUSES = ['UPLOADED', 'REJECTED', 'ACCEPTED', 'EXEMPTED'] as const;

/** Listed in the order the shortlist is sorted (§4, §9). */
export const SHORTLIST_STATUSES = ['EXPERT_CHOICE', 'STUDENT_CHOICE', 'APPLIED', 'NOT_ELIGIBLE'] as const;

export const ROLES = ['STUDENT', 'COUNSELLOR', 'ADMIN'] as const;
export const STAFF_ROLES = ['COUNSELLOR', 'ADMIN'] as const;

/** Types of the rows in the profile's academic documents (§3 Academic or test entry, §4). */
export const ACADEMIC_ENTRY_TYPES = [
  'SSC',
  'HSC',
  'UNDERGRADUATE',
  'POSTGRADUATE',
  'DIPLOMA',
  'LANGUAGE_PROFICIENCY',
] as const;
/** Academic rows a student may add at most once (§4). */
export const SINGLE_USE_ACADEMIC_TYPES = ['UNDERGRADUATE', 'POSTGRADUATE', 'DIPLOMA'] as const;

export const APPLICATION_STEPS = [
  'Essential Docs',
  'Additional Docs',
  'Conditional Offer',
  'Unconditional Offer',
] as const;
export const OFFER_STATUSES = ['CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED'] as const;

export const LIMITS = {
  requestTimeoutMs: 10_000,
  toastMs: 3_000,
  firstPage: 1,
  defaultPageSize: 10,
  maxPageSize: 100,
  skeletonCount: 12,
  profilePercentMax: 100,
  applicationStepCount: 4,
  appliedStep: 2,
  passingYearMin: 1900,
  passingYearMaxDigits: 4,
  minYearsBetween10thAnd12th: 2,
  scoreMax: 100,
  photoZoom: { min: 1, max: 3, step: 0.1 },
  avatarSizePx: { profile: 109, preview: 192 },
  mainProgressValue: 60,
  breadcrumbNameMax: 15,
  counsellingDefaultDaysAhead: 1,
  mobileNumberDigits: 10,
  otpDigits: 6,
  photoMaxBytes: 2 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  /** PORTFOLIO rows ('Other Documents') one application may hold; the server refuses more (409). */
  portfolioDocumentsMax: 10,
  /** Opt-outs of one course after which the student cannot apply to it again online (409). */
  withdrawalsPerCourseMax: 3,
} as const;

export const PHONE_PREFIX = '+91';

/** Platform fee in rupees (§9): 4,200, or 4,956 with 18% GST. */
export const PLATFORM_FEE = { amount: 4200, gst: 756, total: 4956 } as const;

/** Uploader ids the legacy client sends (§6, §9); the server takes the uploader from the token instead. */
export const UPLOADED_BY = { conditional: 1, additional: 12 } as const;
export const SHORTLIST_CREATED_BY = 1;

export const FALLBACKS = { eventText: '11th May 2025 | 11am to 5pm', studentId: '1' } as const;
