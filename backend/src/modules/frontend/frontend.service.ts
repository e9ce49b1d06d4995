import { Inject, Injectable } from '@nestjs/common';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry, remoteRegistrySchema } from '@events/contracts/frontend';
import type { Role } from '../../common/auth/roles.decorator.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { resolveRemoteUrl } from './remote-url.js';

/** Who asks for the registry: null = anonymous visitor. */
export type Viewer = { readonly roles: readonly Role[] } | null;

/** Which viewers get a remote: a browser without the role never learns the producer or editor remote's URL. */
type Audience = 'everyone' | { readonly anyOf: readonly Role[] };

const REMOTE_AUDIENCE: Record<RemoteName, Audience> = {
  'mfe-discovery': 'everyone',
  'mfe-account': 'everyone',
  'mfe-producer': { anyOf: ['producer', 'zeditor', 'superuser'] },
  'mfe-editor': { anyOf: ['zeditor', 'superuser'] },
};

export function canSeeRemote(viewer: Viewer, audience: Audience): boolean {
  if (audience === 'everyone') return true;
  return viewer !== null && viewer.roles.some((role) => audience.anyOf.includes(role));
}

@Injectable()
export class FrontendService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Remote name -> manifest URL for this viewer; configured paths resolved against `origin`. */
  registryFor(viewer: Viewer, origin: string): RemoteRegistry {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.filter((name) => canSeeRemote(viewer, REMOTE_AUDIENCE[name])).map((name) => [
        name,
        resolveRemoteUrl(this.config.remotes[name], origin),
      ]),
    );
    return remoteRegistrySchema.parse({ remotes });
  }
}
