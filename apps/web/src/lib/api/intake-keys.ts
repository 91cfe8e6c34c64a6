/** Query keys of the intakes (launch dates): the registration form and the staff board's Intake filter. */
export const INTAKE_KEYS = {
  all: ['intakes'] as const,
  /** GET /intake-details/all. */
  upcoming: () => [...INTAKE_KEYS.all, 'upcoming'] as const,
};
