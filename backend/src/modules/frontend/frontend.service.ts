import { Inject, Injectable } from '@nestjs/common';
import { type RemoteName, type RemoteRegistry, remoteRegistrySchema } from '@events/contracts/frontend';
import { canSeeRemote, REMOTE_AUDIENCE, REMOTE_NAMES } from '@events/contracts/remotes';
import type { Role } from '@events/contracts/roles';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { resolveRemoteUrl } from './remote-url.js';

/** Who asks for the registry: null = anonymous visitor. */
export type Viewer = { readonly roles: readonly Role[] } | null;

@Injectable()
export class FrontendService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Remote name -> manifest URL for this viewer; configured paths resolved against `origin`, the request's, whose
   * host ALLOWED_HOSTS has vouched for (a forged Host is refused before it gets here).
   */
  registryFor(viewer: Viewer, origin: string): RemoteRegistry {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.filter((name) => canSeeRemote(viewer?.roles ?? null, REMOTE_AUDIENCE[name])).map((name) => [name, this.manifestUrlOf(name, origin)]),
    );
    return remoteRegistrySchema.parse({ remotes });
  }

  /** Where the registry points `remote`'s manifest, for any viewer it serves it to, resolved against `origin`. */
  manifestUrlOf(remote: RemoteName, origin: string): string {
    return resolveRemoteUrl(this.config.remotes[remote], origin);
  }
}
