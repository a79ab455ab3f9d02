/**
 * What the apps share as 'react-router-dom': react-router's declarative API, without the data
 * routers, RSC and server helpers. A shared module cannot be tree-shaken (any remote may use any
 * export), so sharing the whole package costs ~62 KB gzip (issue #3); this list costs a third.
 * Importing a name that is not here fails the build (exportsPresence: 'error'): add it here.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  // mf-internal's unsaved-changes guard wraps the router's history with it (decision 022).
  UNSAFE_NavigationContext,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
