import { Body, Controller, Param } from '@nestjs/common';
import { type PushDevice, type PushDeviceList, type VapidPublicKey, pushEndpoints as api } from '@events/contracts/push';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { PushDevicesService } from './push-devices.service.js';

/**
 * Web Push over HTTP (issue 32): the public VAPID key browsers subscribe with, and the signed-in user's devices and
 * which saved searches push to them. Anonymous calls of the signed-in routes: 403.
 */
@Controller()
export class PushController {
  constructor(private readonly devices: PushDevicesService) {}

  @Route(api.vapidPublicKey)
  vapidPublicKey(): VapidPublicKey {
    return { publicKey: this.devices.vapidPublicKey() };
  }

  @Route(api.listDevices)
  listDevices(@CurrentUser() user: AuthUser): Promise<PushDeviceList> {
    return this.devices.list(user.id);
  }

  @Route(api.registerDevice)
  registerDevice(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<PushDevice> {
    return this.devices.register(user.id, parseWith(api.registerDevice.body, body ?? {}));
  }

  @Route(api.removeDevice)
  async removeDevice(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.devices.remove(user.id, parseWith(api.removeDevice.params, params).id);
  }

  @Route(api.addDeviceSearch)
  async addDeviceSearch(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    const { id, search_id: searchId } = parseWith(api.addDeviceSearch.params, params);
    await this.devices.setSearch(user.id, id, searchId, true);
  }

  @Route(api.removeDeviceSearch)
  async removeDeviceSearch(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    const { id, search_id: searchId } = parseWith(api.removeDeviceSearch.params, params);
    await this.devices.setSearch(user.id, id, searchId, false);
  }
}
