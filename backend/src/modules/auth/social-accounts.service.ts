import { Injectable } from '@nestjs/common';
import type { SocialProvider } from '@events/contracts/auth';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { type UserRecord, UsersService } from '../users/users.service.js';
import { type SocialAccountRecord, SocialAccountsRepository } from './social-accounts.repository.js';
import type { Language } from '@events/contracts/languages';

export type { SocialAccountRecord } from './social-accounts.repository.js';

export type SocialIdentity = {
  readonly provider: SocialProvider;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
};

export type SocialSignIn =
  | { readonly outcome: 'signed_in' | 'linked' | 'created'; readonly user: UserRecord }
  | { readonly outcome: 'email_required' | 'inactive' };

/**
 * Social sign-in identities (provider, subject) linked to users. They live with auth, which signs in with them;
 * the account module reads and unlinks them through this service (account -> auth -> users).
 */
@Injectable()
export class SocialAccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly repository: SocialAccountsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Signs in with a social identity: a linked account signs in; otherwise an account with the same verified e-mail is
   * linked when its owner proved that address, or taken over when nobody did (its password, other links and sign-ins
   * go: whoever registered it first never owned the mailbox); otherwise a new account is made from the verified
   * e-mail, confirmed, in `language` (the request's, issue 31). Without a verified e-mail an unknown identity links and
   * signs in nothing.
   */
  async signInWithSocial(identity: SocialIdentity, language?: Language): Promise<SocialSignIn> {
    const ownerId = await this.repository.findSocialAccountOwner(identity.provider, identity.subject);
    if (ownerId !== undefined) {
      const user = await this.users.findById(ownerId);
      if (!user.isActive) return { outcome: 'inactive' };
      await this.repository.linkSocialAccount(user.id, identity.provider, identity.subject, identity.email ?? '');
      return { outcome: 'signed_in', user };
    }
    if (!identity.email || !identity.emailVerified) return { outcome: 'email_required' };
    const existing = await this.users.findByEmail(identity.email);
    if (existing) {
      if (!existing.isActive) return { outcome: 'inactive' };
      const user = existing.emailConfirmed ? existing : await this.takeOver(existing);
      await this.repository.linkSocialAccount(user.id, identity.provider, identity.subject, identity.email);
      return { outcome: 'linked', user };
    }
    let created: UserRecord;
    try {
      created = await this.users.createAccount({
        email: identity.email,
        password: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        emailConfirmed: true,
        language,
      });
    } catch (error) {
      // Made by a parallel request for the same e-mail: link to it instead.
      const raced = error instanceof RequestValidationError ? await this.users.findByEmail(identity.email) : undefined;
      if (!raced) throw error;
      created = raced;
    }
    await this.repository.linkSocialAccount(created.id, identity.provider, identity.subject, identity.email);
    return { outcome: 'created', user: created };
  }

  private async takeOver(existing: UserRecord): Promise<UserRecord> {
    await this.repository.takeOverUnconfirmed(existing.id, this.clock.now());
    return this.users.findById(existing.id);
  }

  /** Links a social identity to a signed-in account; false when it already belongs to another account. */
  linkSocialAccount(userId: number, identity: SocialIdentity): Promise<boolean> {
    return this.repository.linkSocialAccount(userId, identity.provider, identity.subject, identity.email ?? '');
  }

  /** The linked accounts as the account page lists them (provider, e-mail, when linked). */
  findSocialAccounts(userId: number): Promise<SocialAccountRecord[]> {
    return this.repository.findSocialAccounts(userId);
  }

  /** Removes the user's links to a provider; answers how many there were. */
  unlinkSocialProvider(userId: number, provider: SocialProvider): Promise<number> {
    return this.repository.unlinkSocialProvider(userId, provider);
  }
}
