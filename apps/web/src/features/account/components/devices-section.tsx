import type { DeviceSession } from '@hostel/contract/account';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/format.ts';
import { toast } from '../../../lib/toast.tsx';
import { useDeviceSessions } from '../api/get-device-sessions.ts';
import { useSignOutDevice } from '../api/sign-out-device.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { timeAgo } from '../relative-time.ts';
import { useForgetUserOnLeave } from '../use-forget-user-on-leave.ts';
import { describeUserAgent } from '../user-agent.ts';
import { LaptopIcon, SmartphoneIcon } from './account-icons.tsx';

const PHONE_SYSTEMS = new Set(['Android', 'iOS']);

/** "Chrome on Linux" in the reader's language; the product names themselves are not translated. */
function DeviceName({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation('account');
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) {
    return (
      <Trans
        t={t}
        i18nKey="devices.browserOn"
        values={{ browser, os }}
        components={{ browser: <span translate="no" />, os: <span translate="no" /> }}
      />
    );
  }
  if (browser || os) return <span translate="no">{browser ?? os}</span>;
  return <>{t('devices.unknown')}</>;
}

function DeviceRow({
  device,
  pending,
  onSignOut,
}: {
  device: DeviceSession;
  pending: boolean;
  onSignOut: (device: DeviceSession) => void;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const Icon = PHONE_SYSTEMS.has(describeUserAgent(device.userAgent).os ?? '') ? SmartphoneIcon : LaptopIcon;
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-orange-800">
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            <span>
              <DeviceName userAgent={device.userAgent} />
            </span>
            {device.current ? (
              <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-bold text-green-800 ring-1 ring-green-200">
                {t('devices.thisDevice')}
              </span>
            ) : null}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600">
            <span>{t('devices.lastActive', { when: timeAgo(device.lastActiveAt, format.language) })}</span>
            <span>
              {t('devices.signedIn')} <time dateTime={device.createdAt}>{format.dateTime(device.createdAt)}</time>
            </span>
            {device.ipAddress ? (
              <span>
                {t('devices.ip')} <span translate="no">{device.ipAddress}</span>
              </span>
            ) : null}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => onSignOut(device)}
          className="self-start sm:self-center"
        >
          {pending ? <Spinner className="size-4" /> : null}
          {t('devices.signOut')}
          {/* Which device, for a screen reader going from button to button. */}
          <span className="sr-only">
            {' '}
            <DeviceName userAgent={device.userAgent} />
          </span>
        </Button>
      </div>
    </li>
  );
}

/**
 * Every device signed in to the account, this one marked, each with its own Sign out; and one button
 * for all but this one (after a lost phone, or a shared computer).
 */
export function DevicesSection() {
  const { t } = useTranslation(['account', 'common']);
  const devices = useDeviceSessions();
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const leaveSignedOut = useForgetUserOnLeave();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  // This device first, then the others as the server orders them (most recently active first).
  const list = devices.data && [...devices.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list?.filter((device) => !device.current).length ?? 0;
  const failed = (error: Error) => toast.error(t('common:errors.withMessage', { message: error.message }));

  const onSignOut = (device: DeviceSession) => {
    setPendingId(device.id);
    signOutDevice.mutate(device.id, {
      onSuccess: () => {
        if (!device.current) {
          toast.success(t('devices.signedOut'));
          return;
        }
        // This very device: the same ending as Logout in the avatar menu.
        toast.success(t('common:account.logoutSuccess'));
        leaveSignedOut();
        navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        console.error('Device sign-out failed', error);
        failed(error);
      },
      onSettled: () => setPendingId(null),
    });
  };

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => toast.success(t('devices.othersSignedOut')),
      onError: (error) => {
        console.error('Signing out other devices failed', error);
        failed(error);
      },
    });

  let body: ReactNode;
  if (list) {
    body =
      list.length === 0 ? (
        <p className="text-stone-600">{t('devices.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('devices.listLabel')}>
          {list.map((device) => (
            <DeviceRow key={device.id} device={device} pending={pendingId === device.id} onSignOut={onSignOut} />
          ))}
        </ul>
      );
  } else if (devices.isError) {
    body = <LoadError what={t('devices.loadWhat')} onRetry={() => void devices.refetch()} />;
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <Spinner className="size-4 text-orange-700" />
        {t('devices.loading')}
      </p>
    );
  }

  return (
    <SectionCard
      id="devices"
      title={t('devices.title')}
      description={t('devices.description')}
      aside={
        <Button
          variant="secondary"
          size="sm"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={onSignOutOthers}
        >
          {signOutOthers.isPending ? <Spinner className="size-4" /> : null}
          {t('devices.signOutOthers')}
        </Button>
      }
    >
      {body}
    </SectionCard>
  );
}
