import { Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { REQUEST_AUTHENTICATOR } from '../../common/auth/auth-state.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmationsRepository } from './email-confirmations.repository.js';
import { EmailConfirmationsService } from './email-confirmations.service.js';
import { JwtAuthenticator } from './jwt-authenticator.js';
import { JWT_SECRET, resolveJwtSecret } from './jwt-secret.js';
import { LoginFailuresService } from './login-failures.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { SessionCsrf } from './session-csrf.js';
import { SESSION_JWT, SessionsService } from './sessions.service.js';
import { SocialAccountsRepository } from './social-accounts.repository.js';
import { SocialAccountsService } from './social-accounts.service.js';
import { SocialAuthController } from './social-auth.controller.js';
import { SocialProvidersService } from './social-providers.service.js';

/**
 * Sign-in: registration, e-mail confirmation links, login, JWT sessions with rotating refresh tokens, logout, password reset, social
 * sign-in and the social identities it links, rate limits (counters in PostgreSQL), and the request authenticator
 * the global access guard uses. It builds on the user record (users); the account module builds on it.
 */
@Module({
  imports: [UsersModule, MailModule],
  controllers: [AuthController, SocialAuthController],
  providers: [
    {
      provide: JWT_SECRET,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => resolveJwtSecret(config.auth.jwtSecret, config.dataDir),
    },
    {
      provide: SESSION_JWT,
      inject: [JWT_SECRET],
      useFactory: (secret: string) => new JwtService({ secret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    },
    AuthRepository,
    SessionsService,
    AuthService,
    SocialProvidersService,
    SocialAccountsRepository,
    SocialAccountsService,
    JwtAuthenticator,
    SessionCsrf,
    { provide: REQUEST_AUTHENTICATOR, useExisting: JwtAuthenticator },
    RateLimitGuard,
    LoginFailuresService,
    EmailConfirmationsRepository,
    EmailConfirmationsService,
  ],
  exports: [REQUEST_AUTHENTICATOR, SessionsService, RateLimitGuard, SocialAccountsService, EmailConfirmationsService, AuthService],
})
export class AuthModule {}
