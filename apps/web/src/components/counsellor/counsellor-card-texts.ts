/** The words of the counsellor card, as the student sees it and as the console previews it. */
export const COUNSELLOR_CARD_TEXTS = {
  title: 'Your counsellor',
  availableNow: 'Available now',
  backAt: (when: string) => `Back at ${when}`,
  hours: 'Working hours',
  noHours: 'Working hours not set yet',
  call: 'Call',
  callName: (name: string, phone: string) => `Call ${name} on ${phone}`,
  whatsapp: 'WhatsApp',
  // Each spoken name starts with the button's visible words (WCAG 2.5.3, label in name).
  whatsappName: (name: string) => `WhatsApp ${name} (opens in a new tab)`,
  nextSession: 'Next session',
  joinMeeting: 'Join meeting',
  joinMeetingName: (when: string) => `Join meeting of your session on ${when} (opens in a new tab)`,
  noMeetingLink: 'Your counsellor will call you, or send the meeting link before the session.',
  unassignedTitle: 'Your counsellor will be assigned soon',
  unassigned:
    'Our team assigns every student a counsellor within one working day. Meanwhile you can write to the team in your messages.',
  open: 'Open your counsellor',
} as const;
