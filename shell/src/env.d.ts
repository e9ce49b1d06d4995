/** Style sheets are bundled by rspack; importing one only adds it to the page. */
declare module '*.css';

/** False in the build `npm run bench:analytics` makes without the page-view tracker (shell/rspack.config.ts). */
declare const SHELL_TRACKER: boolean;
