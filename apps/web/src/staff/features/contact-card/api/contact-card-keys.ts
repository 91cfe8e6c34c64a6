/** The signed-in staff member's own contact card. */
export const CONTACT_CARD_KEYS = {
  all: ['staff-contact-card'] as const,
  mine: () => [...CONTACT_CARD_KEYS.all, 'mine'] as const,
};
