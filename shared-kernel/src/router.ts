/**
 * The one door to react-router for every app, to keep a page's scripts small. It is shared as a singleton, so the
 * router stays one instance on a page, and since a shared module keeps all its exports, it exports
 * exactly what the apps use: webpack then leaves the rest of react-router out of the download
 * (a shared `react-router` itself ships whole). Import the router from here, never directly (lint
 * says so); a newly needed export is added here, which is a kernel addition (patch version).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
