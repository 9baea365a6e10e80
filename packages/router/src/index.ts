/**
 * The routing surface every area uses: a federation singleton wrapping react-router, so there is one
 * router (one copy of react-router) app-wide. A shared module cannot be tree-shaken, and the whole of
 * react-router is ~60 KiB gzip; re-exporting only declarative routing here lets the build drop the
 * rest (~14 KiB). Areas import from "@gh/router", never from "react-router" (lint enforces it).
 * Adding an export here needs a shell rebuild, since the shell provides the shared copy.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  createSearchParams,
  generatePath,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from "react-router";
export type { Location, NavigateFunction, NavLinkProps, LinkProps, Params, RouteObject } from "react-router";
