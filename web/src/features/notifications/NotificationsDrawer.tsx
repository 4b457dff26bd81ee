// The notifications drawer (spec 001 §2, §4): a side sheet the width of the sidebar (spec 000
// §9: 400 px) listing the user's notifications newest first, one tab per type the user has,
// with an unread filter; mark one, a selection or all of a type Read. Everything reads and
// writes the device database, so it works offline; the sync sends the changes. A lazy chunk,
// loaded when first opened (react-aria's overlay, tabs and fields stay out of the app bar).
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { useLiveQuery } from '../../db/hooks.ts';
import { NotificationList } from './NotificationList.tsx';
import { noticeCountLabel } from '@portal/shared/constants.ts';
import type { NotificationType } from './notification-types.ts';
import { unreadSelector } from './queries.ts';
import { useNotificationTypes, useUnreadOfType } from './useUnread.ts';
import './notifications.css';

interface Props {
  readonly user: SessionUser;
  readonly onClose: () => void;
}

export default function NotificationsDrawer({ user, onClose }: Props) {
  const intl = useIntl();
  const types = useNotificationTypes(user);
  const [unreadOnly, setUnreadOnly] = useState(false);
  // The drawer opens on the type of the newest unread notification (else the first type);
  // chosen once, so reading them never moves the user to another tab.
  const newest = useLiveQuery('notifications', {
    selector: unreadSelector(user.userCode, types),
    sort: [{ idxCreated: 'asc' }],
    limit: 1,
  });
  const [tab, setTab] = useState<NotificationType | undefined>(undefined);
  if (tab === undefined && !newest.loading && types.length > 0)
    setTab(newest.docs[0]?.notificationType ?? types[0]);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="notices-overlay"
    >
      <Modal className="notices-drawer">
        <Dialog className="notices-dialog" data-testid="notifications-drawer">
          <header className="notices-header">
            <Heading slot="title" className="notices-title">
              <FormattedMessage id="orders.notificationsTitle" />
            </Heading>
            <Button
              className="btn btn-ghost btn-icon"
              aria-label={intl.formatMessage({ id: 'buttons.close' })}
              onPress={onClose}
            >
              <Icon name="close" />
            </Button>
          </header>
          {types.length === 0 ? (
            <p className="notices-empty">
              <FormattedMessage id="orders.notificationsNone" />
            </p>
          ) : tab === undefined ? (
            // Tabs select their first tab when none is: wait for the newest unread's type.
            <p className="notices-empty" aria-busy="true">
              <FormattedMessage id="orders.notificationsLoading" />
            </p>
          ) : (
            <>
              <Switch
                className="notices-switch"
                isSelected={unreadOnly}
                onChange={setUnreadOnly}
                data-testid="notifications-unread-only"
              >
                <span className="notices-switch-track" aria-hidden="true">
                  <span className="notices-switch-thumb" />
                </span>
                <FormattedMessage id="orders.notificationsUnreadOnly" />
              </Switch>
              <Tabs
                className="notices-tabs"
                selectedKey={tab}
                onSelectionChange={(key) => setTab(key as NotificationType)}
              >
                <TabList
                  className="notices-tablist"
                  aria-label={intl.formatMessage({ id: 'orders.notificationsTypes' })}
                >
                  {types.map((type) => (
                    <Tab key={type} id={type} className="notices-tab" data-testid={`tab-${type}`}>
                      <FormattedMessage id={`enums.notificationType.${type}`} />
                      <TabCount user={user} type={type} />
                    </Tab>
                  ))}
                </TabList>
                {types.map((type) => (
                  <TabPanel key={type} id={type} className="notices-panel">
                    <NotificationList
                      user={user}
                      type={type}
                      unreadOnly={unreadOnly}
                      onNavigate={onClose}
                    />
                  </TabPanel>
                ))}
              </Tabs>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The unread count of one tab, live (0 shows nothing). */
function TabCount({ user, type }: { readonly user: SessionUser; readonly type: NotificationType }) {
  const { count } = useUnreadOfType(user, type);
  if (count === 0) return null;
  return (
    <span className="notices-tab-count" data-testid={`tab-count-${type}`}>
      <span aria-hidden="true">{noticeCountLabel(count)}</span>
      <span className="visually-hidden">
        <FormattedMessage id="common.unreadNotifications" values={{ count }} />
      </span>
    </span>
  );
}
