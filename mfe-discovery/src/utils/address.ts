/**
 * True while the browser's address still is `pathname` + `search`. A page that rewrites its own address (a canonical
 * slug, a default filled in) asks first: the router pushes a followed link into the history at once but renders the
 * new page later (a transition, which waits while that page's code loads), and meanwhile the old page still renders
 * and runs its effects. Rewriting then would take a visitor who clicked a link as the page loaded back where they were.
 */
export function addressIs(pathname: string, search: string): boolean {
  return window.location.pathname === pathname && window.location.search === search;
}
