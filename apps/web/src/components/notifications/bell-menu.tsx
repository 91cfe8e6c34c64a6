import { ActionIcon, Button, Popover } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@portal/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS } from '../../lib/notification-texts.ts';
import type { TBellMenuOpenerProps } from './notification-bell.tsx';
import type { TBellMenuModel, TPathOf } from './notification-models.ts';
import { NotificationSummary } from './notification-summary.tsx';
import '@mantine/core/styles/Popover.layer.css';

export type TBellMenuProps = TBellMenuOpenerProps & {
  model: TBellMenuModel;
  pathOf: TPathOf;
  centrePath: string;
};

const SKELETON_ROWS = 3;

/**
 * The bell's panel: the newest notifications (each a link to its place, marked read as it is followed) and
 * "See all" to the centre. A popover of links rather than a menu, as each entry is several lines of text.
 * Loaded on the first open (a chunk of its own with its calls), so it starts open; Escape, a click
 * elsewhere or following a link closes it.
 */
export function BellMenu({ label, face, model, pathOf, centrePath }: TBellMenuProps) {
  const { items, isError, retry, open } = model;
  const [isOpen, setIsOpen] = useState(true);
  const titleId = useId();
  const close = () => setIsOpen(false);
  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className="notification-bell"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((current) => !current)}
        >
          {face}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown className="bell-menu" aria-labelledby={titleId} p={0}>
        <h2 id={titleId} className="bell-menu__title">
          {NOTIFICATION_TEXTS.menuTitle}
        </h2>
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
          <ul className="bell-menu__list">
            {items.map((notification) => (
              <li key={notification.id}>
                <Link
                  className="bell-menu__link"
                  to={pathOf(notification.target)}
                  onClick={() => {
                    open(notification);
                    close();
                  }}
                >
                  <NotificationSummary notification={notification} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link className="bell-menu__all" to={centrePath} onClick={close}>
          {NOTIFICATION_TEXTS.seeAll}
        </Link>
      </Popover.Dropdown>
    </Popover>
  );
}
