import { useUserContext } from '@events/api-client/use-session';
import type { PushDevice } from '@events/contracts/push';
import { Button } from '@events/ui/button';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { removePushDevice, usePushDevices, useRefreshPushState, useThisDevice } from '../hooks/use-push-devices';
import { sharedMessages } from '../i18n/shared-messages';

/** Between a device's name and its notes. */
const SPACE = ' ';

// libs/contracts PUSH_MESSAGES' words for the account page's list, in the reader's language.
const messages = plainMessages(defineMessages({
  title: { id: 'account.pushDevices.title', defaultMessage: 'Devices for notifications' },
  empty: { id: 'account.pushDevices.empty', defaultMessage: 'No device gets push notifications. Turn on “Push to this device” on a saved search.' },
  thisDevice: { id: 'account.pushDevices.thisDevice', defaultMessage: 'This device' },
  thisDeviceNote: { id: 'account.pushDevices.thisDeviceNote', defaultMessage: '({thisDevice})' },
  details: {
    id: 'account.pushDevices.details',
    defaultMessage: 'Added {date} · {count, plural, one {# saved search} other {# saved searches}}',
  },
  removeLabel: { id: 'account.pushDevices.removeLabel', defaultMessage: 'Remove {label}' },
  remove: { id: 'account.pushDevices.remove', defaultMessage: 'Remove' },
  removed: { id: 'account.pushDevices.removed', defaultMessage: 'Device removed: it no longer gets notifications.' },
  removeFailed: { id: 'account.pushDevices.removeFailed', defaultMessage: 'Failed to remove the device. Please try your request again.' },
  unnamed: { id: 'account.pushDevices.unnamed', defaultMessage: 'A browser' },
}));

/**
 * The account page's devices for push notifications (issue 32): each browser the user turned push on in, the number
 * of saved searches pushing to it, "This device" for the browser in use, and Remove (its searches stop pushing to it;
 * this browser also drops its subscription).
 */
export function PushDevicesSection() {
  const intl = useAppIntl();
  const userId = useUserContext()?.id ?? null;
  const devices = usePushDevices(userId);
  const thisEndpoint = useThisDevice().data?.endpoint ?? null;
  const refresh = useRefreshPushState();
  const [pending, setPending] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const remove = async (device: PushDevice) => {
    setPending(device.id);
    setMessage(null);
    try {
      await removePushDevice(device.id);
      if (device.endpoint === thisEndpoint) {
        const registration = await navigator.serviceWorker.getRegistration();
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
      }
      setMessage({ text: intl.formatMessage(messages.removed), error: false });
    } catch {
      setMessage({ text: intl.formatMessage(messages.removeFailed), error: true });
    } finally {
      await refresh();
      setPending(null);
    }
  };

  let content;
  if (devices.isPending) content = <Spinner />;
  else if (devices.isError) content = <ErrorState message={intl.formatMessage(sharedMessages.fetchResults)} onRetry={() => void devices.refetch()} />;
  else if (devices.data.length === 0) content = <p>{intl.formatMessage(messages.empty)}</p>;
  else {
    content = (
      <ul className="account-social__list" data-testid="push-devices">
        {devices.data.map((device) => {
          const label = device.label || intl.formatMessage(messages.unnamed);
          return (
            <li key={device.id} className="account-social__item">
              <span>
                <strong>{label}</strong>
                {device.endpoint === thisEndpoint && (
                  <span className="account-social__email">
                    {SPACE}
                    {intl.formatMessage(messages.thisDeviceNote, { thisDevice: intl.formatMessage(messages.thisDevice) })}
                  </span>
                )}
                <span className="account-social__email">
                  {SPACE}
                  {intl.formatMessage(messages.details, {
                    date: intl.formatDate(device.created, { month: 'short', day: 'numeric', year: 'numeric' }),
                    count: device.savedSearchIds.length,
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                busy={pending === device.id}
                aria-label={intl.formatMessage(messages.removeLabel, { label })}
                onClick={() => void remove(device)}
              >
                {intl.formatMessage(messages.remove)}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="account-section" aria-labelledby="push-devices-heading">
      <h2 id="push-devices-heading" className="account-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      {content}
      {message && (
        <p className={message.error ? 'ui-form-errors' : undefined} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
