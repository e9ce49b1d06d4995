import type { AppConfig } from '../../config/app-config.js';

/** The site's origin for links in mails a job sends (no request to take it from): PUBLIC_URL, else this server. */
export function jobOrigin(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
