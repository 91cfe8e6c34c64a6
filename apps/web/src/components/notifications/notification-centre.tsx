import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS as TEXTS } from '../../lib/notification-texts.ts';
import { LoadFailedAlert } from '../ui/load-failed-alert.tsx';
import type { TNotificationCentreModel, TNotificationFilter, TPathOf } from './notification-models.ts';
import { NotificationSummary } from './notification-summary.tsx';
import '@mantine/core/styles/SegmentedControl.layer.css';

export type TNotificationCentreProps = {
  model: TNotificationCentreModel;
  pathOf: TPathOf;
  settingsPath: string;
};

const FILTERS = [
  { value: 'all', label: TEXTS.filterAll },
  { value: 'unread', label: TEXTS.filterUnread },
];

/**
 * The notification centre (student /notifications, console /staff/notifications): newest first, a page
 * at a time ("Load more"), All or Unread, each a link to its place (marked read as it is followed), Mark as
 * read one by one or all at once, and the way to the notification settings.
 */
export function NotificationCentre({ model, pathOf, settingsPath }: TNotificationCentreProps) {
  const filterLabelId = useId();
  const { filter, setFilter, items, isError, retry, unread } = model;
  return (
    <section className="notification-centre" aria-labelledby={`${filterLabelId}-title`}>
      <Title order={1} id={`${filterLabelId}-title`} size="h2">
        {TEXTS.centreTitle}
      </Title>
      <Text c="dimmed" mt={4}>
        {TEXTS.centreIntro}{' '}
        <Anchor component={Link} to={settingsPath}>
          {TEXTS.settings}
        </Anchor>
      </Text>
      <div className="notification-centre__tools">
        <Stack gap={4}>
          <Text id={filterLabelId} size="sm" fw={500}>
            {TEXTS.filterLabel}
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabelId}
            data={FILTERS}
            value={filter}
            onChange={(value) => setFilter(value as TNotificationFilter)}
          />
        </Stack>
        <Button variant="default" onClick={model.markAllRead} loading={model.isMarkingAll} disabled={!unread}>
          {TEXTS.markAllRead}
        </Button>
      </div>
      {isError ? (
        <LoadFailedAlert title={TEXTS.loadFailed} retryLabel={TEXTS.retry} onRetry={retry} />
      ) : items === undefined ? (
        <CentreSkeleton />
      ) : items.length === 0 ? (
        <p className="notification-centre__empty">
          {filter === 'unread' ? TEXTS.unreadEmpty : NOTIFICATION_MESSAGES.centreEmpty}
        </p>
      ) : (
        <CentreList model={model} pathOf={pathOf} />
      )}
    </section>
  );
}

function CentreList({ model, pathOf }: Omit<TNotificationCentreProps, 'settingsPath'>) {
  const { items = [], hasMore, isLoadingMore, loadMore, open, markRead } = model;
  return (
    <>
      <ul className="notification-centre__list">
        {items.map((notification) => {
          const isUnread = notification.readAt === null;
          return (
            <li
              key={notification.id}
              className={`notification-centre__item${isUnread ? ' notification-centre__item--unread' : ''}`}
            >
              <Link
                className="notification-centre__link"
                to={pathOf(notification.target)}
                onClick={() => open(notification)}
              >
                <NotificationSummary notification={notification} />
              </Link>
              {isUnread && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={TEXTS.markReadOf(notification.title)}
                  onClick={() => markRead(notification)}
                >
                  {TEXTS.markRead}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Group className="notification-centre__more">
          <Button variant="outline" onClick={loadMore} loading={isLoadingMore}>
            {TEXTS.loadMore}
          </Button>
        </Group>
      )}
    </>
  );
}

/** While the first page loads: a list of the final size (a page of rows at most, as the page will be). */
function CentreSkeleton() {
  const rows = Math.min(6, NOTIFICATION_LIMITS.defaultPageSize);
  return (
    <div className="notification-centre__list" role="status" aria-busy="true" aria-label={TEXTS.loading}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
        <div key={index} className="notification-centre__skeleton" />
      ))}
    </div>
  );
}
