import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'access:public';

/** Opts a route (or every route of a controller) out of the sign-in requirement. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
