// The order's comments drawer (spec 001 §2 "a comments drawer", §3 Order comments; layout not
// shown): a side sheet like the notifications drawer listing the comments (author, date in the
// user's language, text) oldest first, newest last, and a form to add one. Adding is a device
// write (comments.ts), so it works offline; the sync sends it.
import type { Order } from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { useOnline } from '../../../ui/useOnline.ts';
import {
  addComment,
  canComment,
  commentProblem,
  commentsInOrder,
  newComment,
  type OrderComment,
} from './comments.ts';
import './extras.css';

export interface OrderExtrasProps {
  /** The device's order document (live: the lead passes `useLiveDocument('orders', id)`). */
  readonly order: Order;
  readonly user: SessionUser | null;
}

/** The toolbar button with the comment count; opens the drawer. */
export function OrderComments({ order, user }: OrderExtrasProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="btn btn-secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => setOpen(true)}
        data-testid="order-comments-button"
      >
        {intl.formatMessage(
          { id: 'buttons.orderDetail.comments.open' },
          { count: order.comments.length },
        )}
      </Button>
      {/* Mounted only while open; focus returns to the button when it closes. */}
      {open && <OrderCommentsDrawer order={order} user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

export function OrderCommentsDrawer({
  order,
  user,
  onClose,
}: OrderExtrasProps & { readonly onClose: () => void }) {
  const intl = useIntl();
  const comments = commentsInOrder(order.comments);
  const listRef = useRef<HTMLOListElement>(null);
  // Newest last: keep the latest in view when the drawer opens and when one arrives.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [comments.length]);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="oc-overlay"
    >
      <Modal className="oc-drawer">
        <Dialog className="oc-dialog" data-testid="order-comments-drawer">
          <header className="oc-header">
            <Heading slot="title" className="oc-title">
              <FormattedMessage id="labels.orderDetail.comments.title" />
            </Heading>
            <Button
              className="btn btn-ghost btn-icon"
              aria-label={intl.formatMessage({ id: 'buttons.close' })}
              onPress={onClose}
            >
              <Icon name="close" />
            </Button>
          </header>
          {comments.length === 0 ? (
            <p className="oc-empty">
              <FormattedMessage id="labels.orderDetail.comments.empty" />
            </p>
          ) : (
            <ol
              ref={listRef}
              className="oc-list"
              aria-label={intl.formatMessage({ id: 'labels.orderDetail.comments.list' })}
              data-testid="order-comments"
            >
              {comments.map((comment, i) => (
                <CommentItem key={comment.id ?? `c${i}`} comment={comment} />
              ))}
            </ol>
          )}
          {user && canComment(order, user) ? (
            <CommentForm order={order} user={user} />
          ) : (
            <p className="oc-note">
              <FormattedMessage id="labels.orderDetail.comments.notEditable" />
            </p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function CommentItem({ comment }: { readonly comment: OrderComment }) {
  const intl = useIntl();
  const author = comment.userName || comment.userCode;
  return (
    <li className="oc-item">
      <div className="oc-meta">
        <span className="oc-author">
          {author ?? <FormattedMessage id="labels.orderDetail.comments.unknownAuthor" />}
        </span>
        {comment.createdDate && (
          <time className="oc-date" dateTime={comment.createdDate}>
            {intl.formatDate(comment.createdDate, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        )}
      </div>
      <p className="oc-text">{comment.text}</p>
    </li>
  );
}

type Saved = 'idle' | 'saving' | 'saved' | 'failed';

function CommentForm({ order, user }: { readonly order: Order; readonly user: SessionUser }) {
  const intl = useIntl();
  const online = useOnline();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<Saved>('idle');
  const problem = commentProblem(text);

  const submit = async () => {
    if (problem !== undefined || saved === 'saving') return;
    setSaved('saving');
    const now = new Date();
    try {
      await addComment(order, newComment(text, user, now), now);
      setText('');
      setSaved('saved');
    } catch {
      // Refused on the device (e.g. the order's comment limit) or no device open: the text
      // stays so nothing typed is lost.
      setSaved('failed');
    }
  };

  return (
    <form
      className="oc-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'labels.orderDetail.comments.newComment' })}
        multiline
        value={text}
        onChange={(value) => {
          setText(value);
          if (saved !== 'saving') setSaved('idle');
        }}
        problem={problem === 'empty' ? undefined : problem}
      />
      <div className="oc-actions">
        <p className="oc-status" role="status">
          {saved === 'saved' && (
            <FormattedMessage
              id={
                online
                  ? 'labels.orderDetail.comments.added'
                  : 'labels.orderDetail.comments.savedOffline'
              }
            />
          )}
        </p>
        <Button
          type="submit"
          className="btn btn-primary"
          isDisabled={problem !== undefined || saved === 'saving'}
        >
          <FormattedMessage id="buttons.orderDetail.comments.add" />
        </Button>
      </div>
      {saved === 'failed' && (
        <p className="field-error" role="alert">
          <FormattedMessage id="msgCodes.orderDetail.comments.saveFailed" />
        </p>
      )}
    </form>
  );
}
