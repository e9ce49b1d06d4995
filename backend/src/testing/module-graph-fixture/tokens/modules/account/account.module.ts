import { Module } from '@nestjs/common';
import { USER_CONTEXT_READER } from '../../common/user-context.js';
import { AuthController } from '../auth/auth.controller.js';

@Module({ controllers: [AuthController], providers: [{ provide: USER_CONTEXT_READER, useValue: {} }] })
export class AccountModule {}
