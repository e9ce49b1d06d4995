import { Injectable } from '@nestjs/common';
import type { AccountRole } from '@events/contracts/roles';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { generatePassword, type UserRecord, UsersService } from '../users/users.service.js';
import { ProducersService } from './producers.service.js';

export type RoleAccountInput = {
  readonly email: string;
  readonly role: AccountRole;
  readonly password?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly producerVenues?: number;
  /** The demo producer: venues that show the quota with room and at its limit (ProducersService.makeProducer). */
  readonly showcaseVenues?: boolean;
};

export type RoleAccount = { user: UserRecord; password: string; generated: boolean; venues: { id: number; name: string }[] };

/**
 * Accounts of a given role, as user:create and the demo seed make them. It lives with producers because a
 * producer account is a user plus venues to manage and a plan (users itself knows nothing of either).
 */
@Injectable()
export class RoleAccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly producers: ProducersService,
  ) {}

  /**
   * Makes an account of a role: a generated password when none is given; a producer also gets venues to manage
   * and an active subscription (see ProducersService.makeProducer).
   */
  async createWithRole(input: RoleAccountInput, manager?: SqlExecutor): Promise<RoleAccount> {
    const generated = input.password === undefined;
    const password = input.password ?? generatePassword();
    let user = await this.users.createAccount(
      { email: input.email, password, firstName: input.firstName, lastName: input.lastName, role: input.role, emailConfirmed: true },
      { manager },
    );
    let venues: { id: number; name: string }[] = [];
    if (input.role === 'producer') {
      venues = await this.producers.makeProducer(user.id, input.producerVenues ?? 1, manager, input.showcaseVenues);
      user = { ...user, isProducer: venues.length > 0 };
    }
    return { user, password, generated, venues };
  }
}
