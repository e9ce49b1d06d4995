/** Style sheets are bundled by rspack; importing one only adds it to the page. */
declare module '*.css';

/** Replaced by rspack with the build's mode, so development-only code is dropped from production bundles. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
