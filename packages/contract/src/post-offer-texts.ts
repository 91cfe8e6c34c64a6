// What the journey view says about each stage and about the next step (rules in
// docs/decisions/0021-post-offer-journey.md). The server fills them in; the screens show them as they are.
const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString('en-IN')}`;

export const POST_OFFER_STATUS_LINES = {
  depositNotRequested: 'Your counsellor adds the deposit your offer asks for',
  depositAwaitingProof: (amount: number, currency: string) => `${money(amount, currency)} to pay`,
  depositProofUploaded: 'Receipt uploaded, being checked',
  depositProofRejected: 'Receipt not accepted: upload it again',
  depositVerified: (amount: number, currency: string) => `${money(amount, currency)} paid and verified`,
  interviewsNone: 'No interview scheduled',
  interviewScheduled: (count: number) =>
    count === 1 ? '1 interview scheduled' : `${count} interviews scheduled`,
  interviewPassed: 'Interview passed',
  interviewMissed: 'Interview missed: your counsellor will contact you',
  interviewFailed: 'Interview not passed: your counsellor will contact you',
  confirmationAwaited: (shortName: string) => `${shortName} awaited from the university`,
  confirmationLetterUploaded: (shortName: string) => `${shortName} letter uploaded, being recorded`,
  confirmationIssued: (shortName: string, reference: string) => `${shortName} ${reference} issued`,
  confirmationExpired: (shortName: string) => `${shortName} expired: ask the university for a new one`,
  visaNotStarted: 'Not started',
  visaPreparing: (done: number, total: number) => `${done} of ${total} checklist items ready`,
  visaLodged: 'Applied, decision awaited',
  visaGranted: (validUntil: string) => `Visa granted, valid until ${validUntil}`,
  visaRefused: 'Visa refused: see what you can do next',
  preDepartureOpen: (done: number, total: number) => `${done} of ${total} checklist items done`,
  preDepartureComplete: 'Ready to fly',
} as const;

export const POST_OFFER_NEXT_STEPS = {
  depositNotRequested: 'Your counsellor enters the tuition deposit your offer asks for.',
  depositPay: (amount: number, currency: string) =>
    `Pay the tuition deposit of ${money(amount, currency)} and upload the receipt.`,
  depositReupload: (reason: string) => `Upload the deposit receipt again: ${reason}`,
  depositCheck: 'Your counsellor checks your deposit receipt.',
  interviewAttend: (kindLabel: string, localTime: string, timeZone: string) =>
    `Attend your ${kindLabel.toLowerCase()} on ${localTime.replace('T', ' at ')} (${timeZone} time).`,
  interviewRecordOutcome: 'Your counsellor records how your interview went.',
  interviewFollowUp: 'Talk to your counsellor about the next step after your interview.',
  confirmationUpload: (shortName: string) =>
    `Upload your ${shortName} letter as soon as the university sends it.`,
  confirmationReupload: (shortName: string, reason: string) =>
    `Upload your ${shortName} letter again: ${reason}`,
  confirmationRecord: (shortName: string) => `Your counsellor records your ${shortName}.`,
  visaPrepare: (visaName: string) => `Prepare your documents and apply for your ${visaName.toLowerCase()}.`,
  visaAwaitDecision: 'Wait for the visa decision; upload the decision letter when it arrives.',
  visaRecordDecision: 'Your counsellor records the visa decision.',
  visaRefused: (nextSteps: string) => `Talk to your counsellor about what to do next: ${nextSteps}`,
  preDeparture: 'Complete your pre-departure checklist and register for a pre-departure event.',
  preDepartureConfirm: 'Your counsellor confirms you are ready to fly.',
} as const;
