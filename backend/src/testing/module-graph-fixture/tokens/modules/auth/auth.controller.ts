import { ModuleRef } from '@nestjs/core';
import { USER_CONTEXT_READER } from '../../common/user-context.js';

// No import of ../account: the lookup of a token the account module provides is the dependency.
export class AuthController {
  constructor(private readonly moduleRef: ModuleRef) {}

  reader(): unknown {
    return this.moduleRef.get(USER_CONTEXT_READER, { strict: false });
  }
}
