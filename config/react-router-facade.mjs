// What every bundle gets for 'react-router' and 'react-router-dom' (aliased in create-app-config).
// A shared module cannot be tree-shaken (any consumer may ask for any export), and react-router 7
// whole is ~59 KB gzip; this declarative-mode subset is ~15 KB. It is still ONE shared singleton,
// so the shell's BrowserRouter context reaches every remote.
// Need another export? Add it here: a missing one is undefined at run time in the federated build
// (jest uses the real package). The production build is imported by path: the package's exports
// map only offers its development build.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
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
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createPath,
  parsePath,
  NavigationType,
} from '../node_modules/react-router/dist/production/index.mjs';
