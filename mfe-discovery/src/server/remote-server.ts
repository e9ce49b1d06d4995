// The discovery remote's server build (issue 29; rspack.server.config.ts), a RemoteServerModule of
// @events/contracts/page-render: the same `./routes` component the browser loads (the default export, as the
// federation exposes it), and the query-cache entries an address renders from.
export { DiscoveryRoutes as default } from '../app/discovery-routes';
export { pageQueries } from './page-queries';
