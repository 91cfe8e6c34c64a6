/** The words of the Notification delivery page (admins): is the queue healthy, what failed, retry. */
export const NOTIFICATION_QUEUE_TEXTS = {
  title: 'Notification delivery',
  intro: 'Emails and texts leave the portal through a queue. A failure shows here the same day.',
  adminsOnly: 'Only admins can see notification delivery.',
  loading: 'Loading notification delivery',
  loadFailed: 'Notification delivery could not be loaded.',
  retryLoad: 'Try again',
  refresh: 'Refresh',
  checkedAt: (when: string) => `Checked ${when}. Refreshes every 30 seconds.`,
  healthy: 'Healthy: no failures in the last 24 hours.',
  failedLastDay: (count: number) =>
    count === 1
      ? '1 notification failed in the last 24 hours.'
      : `${count} notifications failed in the last 24 hours.`,
  olderFailures: (count: number) =>
    count === 1 ? '1 older failure can still be retried.' : `${count} older failures can still be retried.`,
  sendersTitle: 'Senders',
  senders: { email: 'Email', texts: 'Texts (SMS, WhatsApp)' },
  emailSenders: {
    SMTP: 'SMTP server',
    OUTBOX: 'Outbox file (MAIL_OUTBOX)',
    LOG: 'Server log only: nothing is sent (set SMTP_URL)',
    OFF: 'Off: nothing is sent (set SMTP_URL)',
  },
  textSenders: {
    WEBHOOK: 'Gateway webhook',
    OUTBOX: 'Outbox file (NOTIFY_OUTBOX)',
    LOG: 'Server log only: nothing is sent (set NOTIFY_WEBHOOK_URL)',
  },
  countsTitle: 'Queues',
  countsTable: 'Jobs per queue',
  queueNames: {
    'notification-deliver': 'Notifications',
    'session-reminder': 'Session reminders',
  } as Record<string, string>,
  countColumns: {
    queue: 'Queue',
    waiting: 'Waiting',
    scheduled: 'Scheduled',
    active: 'Sending',
    retrying: 'Retrying',
    failed: 'Failed',
    failedLastDay: 'Failed (24 h)',
    completedLastDay: 'Sent (24 h)',
  },
  failuresTitle: 'Last failures',
  failuresTable: 'Last failures',
  noFailures: 'No failures',
  failureColumns: {
    when: 'When',
    what: 'What',
    channel: 'Channel',
    error: 'Error',
    attempts: 'Attempts',
    action: 'Action',
  },
  channelLabels: { EMAIL: 'Email', SMS: 'SMS', WHATSAPP: 'WhatsApp' } as Record<string, string>,
  noChannel: '—',
  retry: 'Retry',
  retried: 'Queued again: it will be sent in a moment.',
  retryFailed: 'The job could not be queued again. Please try again.',
  retryConfirm: {
    title: (what: string) => `Retry "${what}"?`,
    message: 'The job runs once more and sends only the channels that have not gone yet.',
    confirm: 'Yes, retry',
    cancel: 'Not now',
  },
} as const;
