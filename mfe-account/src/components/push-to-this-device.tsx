import { isApiError } from '@events/api-client/api-error';
import { useUserContext } from '@events/api-client/use-session';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useState } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { getVapidPublicKey, registerPushDevice, setDeviceSearch, usePushDevices, useRefreshPushState, useThisDevice } from '../hooks/use-push-devices';
import { failureReason } from '../utils/failure-reason';
import { deviceOf, subscribeThisDevice } from '../utils/push-subscription';

// libs/contracts PUSH_MESSAGES' words for the switch, in the reader's language.
const messages = plainMessages(defineMessages({
  pushSwitch: { id: 'account.pushSwitch.label', defaultMessage: 'Push to this device' },
  forSearch: { id: 'account.pushSwitch.forSearch', defaultMessage: 'for {title}' },
  blocked: { id: 'account.pushSwitch.blocked', defaultMessage: 'Notifications are blocked for this site in your browser settings.' },
  switchFailed: { id: 'account.pushSwitch.failed', defaultMessage: 'Failed to change push notifications. Please try your request again.' },
}));

/**
 * Why the switch could not change: notifications blocked (the user refused the browser's prompt), the server's reason
 * for a refused registration (too many devices) or the offline notice, else the general failure.
 */
function switchFailureOf(error: unknown, intl: IntlShape): string {
  if (Notification.permission === 'denied') return intl.formatMessage(messages.blocked);
  const explained = isApiError(error) && (error.kind === 'network' || error.status === 400);
  return (explained ? failureReason(error) : undefined) ?? intl.formatMessage(messages.switchFailed);
}

export type PushToThisDeviceProps = { searchId: number; title: string };

/**
 * A saved search's "Push to this device" switch (issue 32), beside its e-mail switch. Turning it on subscribes this
 * browser (asking the user's permission the first time), registers it as a device and links the search to it.
 * Left out where the browser cannot get pushes; disabled, with the reason, where the user blocked notifications.
 */
export function PushToThisDevice({ searchId, title }: PushToThisDeviceProps) {
  const intl = useAppIntl();
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
      setFailure(switchFailureOf(error, intl));
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
        {intl.formatMessage(messages.pushSwitch)}
        <span className="ui-visually-hidden"> {intl.formatMessage(messages.forSearch, { title })}</span>
      </label>
      {support === 'blocked' && (
        <span id={`${switchId}-blocked`} className="saved-search__notice">
          {intl.formatMessage(messages.blocked)}
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
