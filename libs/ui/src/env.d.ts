/** Style sheets are bundled by rspack; importing one only adds it to the page. */
declare module '*.css';
