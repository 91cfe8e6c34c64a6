import { ActionIcon, Button, Menu } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@portal/contract';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS } from '../../lib/notification-texts.ts';
import type { TBellMenuOpenerProps } from './notification-bell.tsx';
import type { TBellMenuModel, TPathOf } from './notification-models.ts';
import { NotificationSummary } from './notification-summary.tsx';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';

export type TBellMenuProps = TBellMenuOpenerProps & {
  model: TBellMenuModel;
  pathOf: TPathOf;
  centrePath: string;
};

const SKELETON_ROWS = 3;

/**
 * The bell's menu: the newest notifications (each a link to its place, marked read as it is followed) and
 * "See all" to the centre. Loaded on the first open (a chunk of its own with its calls), so it starts open.
 */
export function BellMenu({ label, face, model, pathOf, centrePath }: TBellMenuProps) {
  const { items, isError, retry, open } = model;
  return (
    <Menu position="bottom-end" width={340} shadow="md" defaultOpened>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" className="notification-bell" aria-label={label}>
          {face}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{NOTIFICATION_TEXTS.menuTitle}</Menu.Label>
        {isError ? (
          <div className="bell-menu__state" role="alert">
            {NOTIFICATION_TEXTS.menuFailed}{' '}
            <Button size="compact-sm" variant="outline" onClick={retry}>
              {NOTIFICATION_TEXTS.retry}
            </Button>
          </div>
        ) : items === undefined ? (
          <div role="status" aria-label={NOTIFICATION_TEXTS.menuLoading}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
              <div key={index} className="bell-menu__skeleton" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="bell-menu__state">{NOTIFICATION_MESSAGES.centreEmpty}</p>
        ) : (
          items.map((notification) => (
            <Menu.Item
              key={notification.id}
              component={Link}
              to={pathOf(notification.target)}
              onClick={() => open(notification)}
            >
              <NotificationSummary notification={notification} />
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={centrePath} fw={600} c="#1c4e80">
          {NOTIFICATION_TEXTS.seeAll}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
