import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellButton, toastNoNotifications } from '../../../components/layout/bell-button.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { useLiveNotifications, useMarkNotificationsRead } from '../api/get-notifications.ts';
import { NotificationText } from '../notification-text.tsx';

/**
 * The signed-in bell: unread count, and a list that opens on click (and is then marked read).
 * With nothing to show it keeps the spec's toast.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useLiveNotifications(true);
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const notifications = data?.notifications ?? [];
  const unread = data?.unread ?? 0;

  useDismiss(open, setOpen, wrapperRef, buttonRef);

  const toggle = () => {
    if (notifications.length === 0) {
      toastNoNotifications();
      return;
    }
    const opening = !open;
    setOpen(opening);
    if (opening && unread > 0) markRead.mutate();
  };

  return (
    <div ref={wrapperRef} className="relative">
      <BellButton ref={buttonRef} unread={unread} expanded={open} controls={panelId} onClick={toggle} />
      {open ? (
        <section
          id={panelId}
          aria-label={t('notifications.label')}
          // On a phone the bell is not at the screen's edge: the panel spans the width under the navbar
          // instead of hanging off the left side.
          className="fixed inset-x-4 top-16 z-40 mt-2 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:w-80"
        >
          <h2 className="px-3 pt-2 pb-1 text-sm font-bold text-stone-900">{t('notifications.label')}</h2>
          <ul className="max-h-96 overflow-y-auto">
            {notifications.map((n) => (
              <li key={n.id}>
                <Link
                  to={n.link ?? '/'}
                  onClick={() => setOpen(false)}
                  className="block rounded-xl px-3 py-2 hover:bg-orange-50 focus-visible:bg-orange-50"
                >
                  <span className="flex items-start gap-2">
                    {n.read ? null : (
                      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-orange-600" />
                    )}
                    <span className="text-sm text-stone-800">
                      <NotificationText notification={n} />
                    </span>
                  </span>
                  <DateTime value={n.createdAt} className="mt-0.5 block text-xs text-stone-500" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
