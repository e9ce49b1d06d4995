import { useUserContext } from '@events/api-client/use-session';
import { ERRORS } from '@events/contracts/messages';
import { PUSH_MESSAGES, type PushDevice } from '@events/contracts/push';
import { Button } from '@events/ui/button';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { removePushDevice, usePushDevices, useRefreshPushState, useThisDevice } from '../hooks/use-push-devices';

const ADDED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The account page's devices for push notifications (issue 32): each browser the user turned push on in, the number
 * of saved searches pushing to it, "This device" for the browser in use, and Remove (its searches stop pushing to it;
 * this browser also drops its subscription).
 */
export function PushDevicesSection() {
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
      setMessage({ text: PUSH_MESSAGES.deviceRemoved, error: false });
    } catch {
      setMessage({ text: PUSH_MESSAGES.removeFailed, error: true });
    } finally {
      await refresh();
      setPending(null);
    }
  };

  let content;
  if (devices.isPending) content = <Spinner />;
  else if (devices.isError) content = <ErrorState message={ERRORS.fetchResults} onRetry={() => void devices.refetch()} />;
  else if (devices.data.length === 0) content = <p>{PUSH_MESSAGES.devicesEmpty}</p>;
  else {
    content = (
      <ul className="account-social__list" data-testid="push-devices">
        {devices.data.map((device) => {
          const label = device.label || PUSH_MESSAGES.unnamedDevice;
          return (
            <li key={device.id} className="account-social__item">
              <span>
                <strong>{label}</strong>
                {device.endpoint === thisEndpoint && <span className="account-social__email"> ({PUSH_MESSAGES.thisDevice})</span>}
                <span className="account-social__email">
                  {' '}
                  {PUSH_MESSAGES.deviceAdded(ADDED.format(new Date(device.created)))} · {PUSH_MESSAGES.deviceSearches(device.savedSearchIds.length)}
                </span>
              </span>
              <Button variant="secondary" busy={pending === device.id} aria-label={PUSH_MESSAGES.removeDevice(label)} onClick={() => void remove(device)}>
                Remove
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
        {PUSH_MESSAGES.devicesTitle}
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
