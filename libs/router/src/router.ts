/**
 * The router of every front end, shared as one Module Federation singleton (`@events/router`), so the shell and
 * the remotes read one routing context. It names only the part of react-router they use: a shared module keeps
 * every export it publishes, and the whole `react-router` entry publishes the data routers, the RSC and
 * turbo-stream code, and the cookie and session helpers (~60 KB gz) that no front end here calls. Behind this
 * list the bundler drops them. Apps import the router from here only (lint: no-restricted-imports); a second
 * copy of react-router would be a second routing context. An export added here reaches the remotes once the
 * shell that provides it is deployed: deploy the shell first (README, "Shared singletons").
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
