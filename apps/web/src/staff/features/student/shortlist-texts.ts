import type { TShortlistStatus } from '@portal/contract';

/**
 * The words of the staff student page's Shortlist section (the console's UI contract names the controls; the
 * contract holds no status labels for staff, and the student's card markers are shouted capitals, so these
 * are plain words).
 */
export const SHORTLIST_SECTION_TEXTS = {
  title: 'Shortlist',
  empty: 'Nothing shortlisted yet. Search the catalogue below to add an expert choice.',
  statusLabels: {
    EXPERT_CHOICE: 'Expert choice',
    STUDENT_CHOICE: "Student's choice",
    APPLIED: 'Applied',
    NOT_ELIGIBLE: 'Not eligible',
  } satisfies Record<TShortlistStatus, string>,
  reason: (reason: string) => `Reason: ${reason}`,
  appliedNote: 'The student applied to this course: its status is kept.',
  markNotEligible: 'Mark not eligible',
  markExpertChoice: 'Mark as expert choice',
  notEligibleTitle: (courseName: string) => `Mark ${courseName} not eligible`,
  notEligibleHint: 'Only staff see the reason; the student sees the course as not eligible.',
  reasonLabel: 'Reason',
  cancel: 'Cancel',
  changeFailed: 'The change could not be saved. Please try again.',
  markedExpertChoice: 'Marked as expert choice.',
  markedNotEligible: 'Marked not eligible.',
  search: {
    label: 'Search the catalogue',
    placeholder: 'Course or university name',
    hint: 'At least 3 letters; the whole catalogue is searched.',
    results: 'Catalogue results',
    searching: 'Searching…',
    none: (text: string) => `No course matches “${text}”.`,
    shown: (count: number, total: number) => `Showing ${count} of ${total} courses: type more to narrow.`,
    failed: 'The catalogue could not be searched.',
    retry: 'Try again',
    add: 'Add as expert choice',
    /** The button's name: its visible words first (label in name), then the course it adds. */
    addCourse: (courseName: string) => `Add as expert choice: ${courseName}`,
    alreadyOn: (status: string) => `On the shortlist: ${status}`,
    /** The student's card's words (§2 Start Date), from the same source (courseStartDate). */
    startDate: (date: string) => `Start Date: ${date}`,
  },
} as const;
