import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { SITE_ROUTES, legacyRedirectTarget } from '../domain/site-routes';
import { Layout } from './Layout';
import { NotFoundPage, PAGES } from './page-registry';

/** In-app links to an old page name land on its dashed route, as the server does. */
function LegacyOrNotFound() {
  const location = useLocation();
  const target = legacyRedirectTarget(location.pathname);
  if (target) return <Navigate replace to={`${target}${location.search}${location.hash}`} />;
  return <NotFoundPage />;
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...SITE_ROUTES.map((route) => {
        const Page = PAGES[route.path];
        if (!Page) throw new Error(`No page registered for ${route.path}`);
        return { path: route.path, element: <Page /> };
      }),
      { path: '*', element: <LegacyOrNotFound /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
