/**
 * The notifications module: the notification centre, delivery by email / SMS / WhatsApp through the job
 * queue, preferences. Other modules use only what this file exports: `notify` inside their own
 * transaction (dependency-cruiser checks it in `npm run check`).
 */
export type { TDeliveryChannels } from './channels.ts';
export { createDeliveryChannels } from './delivery-channels.ts';
export type { TDeliverJob, TNotifier, TNotifyInput } from './notify.ts';
export { createNotificationQueue, default as notificationRoutes, notificationsPlugin } from './plugin.ts';
export { REMINDER_QUEUE } from './queues.ts';
export { staffRecipientsOf, studentNameOf } from './recipients-read-model.ts';
export { notifyStaff, type TStaffNotice, type TStudentRef } from './staff-notify.ts';
