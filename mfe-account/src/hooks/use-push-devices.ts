import { apiClient } from '@events/api-client/client';
import { pushEndpoints, type PushDevice, type PushDeviceRegister } from '@events/contracts/push';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentSubscription, pushSupport } from '../utils/push-subscription';

/**
 * The push state behind the saved searches' switches and the account page's device list (issue 32): the user's
 * devices (the server's word) and this browser's subscription (the browser's).
 */

export const PUSH_DEVICES_KEY = 'push-devices';

/** GET the user's devices, each with the saved searches pushing to it (issue 32). */
export function usePushDevices(userId: number | null) {
  return useQuery({
    queryKey: [PUSH_DEVICES_KEY, userId],
    queryFn: async ({ signal }) => (await apiClient.call(pushEndpoints.listDevices, { signal })).data.results,
    enabled: userId !== null,
  });
}

/** The server's VAPID key, which a browser's subscription must name. */
export async function getVapidPublicKey(): Promise<string> {
  return (await apiClient.call(pushEndpoints.vapidPublicKey)).data.publicKey;
}

/** POST this browser's subscription: the device it is (the same endpoint again is the same device). */
export async function registerPushDevice(body: PushDeviceRegister): Promise<PushDevice> {
  return (await apiClient.call(pushEndpoints.registerDevice, { body })).data;
}

export async function removePushDevice(id: number): Promise<void> {
  await apiClient.call(pushEndpoints.removeDevice, { params: { id } });
}

/** PUT (on) or DELETE (off) the push of one saved search to one device. */
export async function setDeviceSearch(deviceId: number, searchId: number, on: boolean): Promise<void> {
  const params = { id: deviceId, search_id: searchId };
  await apiClient.call(on ? pushEndpoints.addDeviceSearch : pushEndpoints.removeDeviceSearch, { params });
}
const THIS_DEVICE_KEY = 'push-this-device';

/** Whether this browser can get pushes, and the endpoint of its subscription (null: none yet). */
export function useThisDevice() {
  return useQuery({
    queryKey: [THIS_DEVICE_KEY],
    queryFn: async () => ({ support: await pushSupport(), endpoint: (await currentSubscription())?.endpoint ?? null }),
    staleTime: Infinity,
  });
}

/** After a subscription or a removal: what this browser and the server say is read again. */
export function useRefreshPushState() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => [THIS_DEVICE_KEY, PUSH_DEVICES_KEY].includes(String(query.queryKey[0])) });
}
