import { isApiError } from '@events/api-client/api-error';
import { useUserContext } from '@events/api-client/use-session';
import { PUSH_MESSAGES } from '@events/contracts/push';
import { useId, useState } from 'react';
import { getVapidPublicKey, registerPushDevice, setDeviceSearch, usePushDevices, useRefreshPushState, useThisDevice } from '../hooks/use-push-devices';
import { failureReason } from '../utils/failure-reason';
import { deviceOf, subscribeThisDevice } from '../utils/push-subscription';

/**
 * Why the switch could not change: notifications blocked (the user refused the browser's prompt), the server's reason
 * for a refused registration (too many devices) or the offline notice, else the general failure.
 */
function switchFailureOf(error: unknown): string {
  if (Notification.permission === 'denied') return PUSH_MESSAGES.blocked;
  const explained = isApiError(error) && (error.kind === 'network' || error.status === 400);
  return (explained ? failureReason(error) : undefined) ?? PUSH_MESSAGES.switchFailed;
}

export type PushToThisDeviceProps = { searchId: number; title: string };

/**
 * A saved search's "Push to this device" switch (issue 32), beside its e-mail switch. Turning it on subscribes this
 * browser (asking the user's permission the first time), registers it as a device and links the search to it.
 * Left out where the browser cannot get pushes; disabled, with the reason, where the user blocked notifications.
 */
export function PushToThisDevice({ searchId, title }: PushToThisDeviceProps) {
  const userId = useUserContext()?.id ?? null;
  const thisDevice = useThisDevice();
  const devices = usePushDevices(userId);
  const refresh = useRefreshPushState();
  const [busy, setBusy] = useState(false);
  // What the user chose, shown at once while the browser and the server follow; the server's word once they did.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const switchId = useId();
  const support = thisDevice.data?.support;
  if (support === undefined || support === 'unsupported') return null;
  const device = devices.data?.find((candidate) => candidate.endpoint === thisDevice.data?.endpoint);
  const on = chosen ?? device?.savedSearchIds.includes(searchId) ?? false;

  const toggle = async (next: boolean) => {
    setBusy(true);
    setChosen(next);
    setFailure(null);
    try {
      if (next) {
        const subscription = await subscribeThisDevice(await getVapidPublicKey());
        const registered = await registerPushDevice(deviceOf(subscription));
        await setDeviceSearch(registered.id, searchId, true);
      } else if (device) {
        await setDeviceSearch(device.id, searchId, false);
      }
    } catch (error) {
      setFailure(switchFailureOf(error));
    } finally {
      await refresh();
      setChosen(null);
      setBusy(false);
    }
  };

  return (
    <span className="saved-search__switch">
      <input
        id={switchId}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={busy || support === 'blocked' || devices.isPending}
        aria-describedby={support === 'blocked' ? `${switchId}-blocked` : undefined}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <label htmlFor={switchId}>
        {PUSH_MESSAGES.pushSwitch}
        <span className="ui-visually-hidden"> for {title}</span>
      </label>
      {support === 'blocked' && (
        <span id={`${switchId}-blocked`} className="saved-search__notice">
          {PUSH_MESSAGES.blocked}
        </span>
      )}
      {failure && (
        <span className="saved-item__error" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
