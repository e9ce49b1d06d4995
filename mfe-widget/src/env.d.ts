/** Style sheets are bundled by rspack; importing one only adds it to the page. */
declare module '*.css';

/** A style sheet's text (rspack `asset/source`), for the server-rendered page's inline styles. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
