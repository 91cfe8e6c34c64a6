import type { TNotification, TNotificationPage } from '@portal/contract';
import type { TFakeRequest } from './fake-api.ts';

/** A notification as GET /api/notifications answers it (unread, a rejected SSC marksheet by default). */
export function notificationOf(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: '6f1c2a7e-0000-4000-8000-000000000001',
    kind: 'DOCUMENT_REJECTED',
    topic: 'DOCUMENTS',
    title: 'Your SSC marksheet was rejected',
    body: 'Reason: the scan is blurred. Please upload a clearer copy.',
    target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** `count` notifications, newest first, with distinct ids and titles. */
export const notificationsOf = (count: number, from = 1): TNotification[] =>
  Array.from({ length: count }, (_, index) =>
    notificationOf({
      id: `6f1c2a7e-0000-4000-8000-${String(from + index).padStart(12, '0')}`,
      title: `Notification ${from + index}`,
    }),
  );

/** One page of the centre's answer. */
export function pageOf(content: TNotification[], page = 1, totalElements = content.length, size = 20) {
  return {
    content,
    page,
    size,
    totalElements,
    totalPages: Math.max(1, Math.ceil(totalElements / size)),
  } satisfies TNotificationPage;
}

/** The query parameters of a request the fake API saw. */
export const paramsOf = (request: TFakeRequest | undefined) => request?.params as Record<string, unknown>;
