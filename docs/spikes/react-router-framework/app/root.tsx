import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';

/** A route's handle may say that its page sends no script (the Remix pattern). */
export interface SiteHandle {
  scripts?: boolean;
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const scripts = matches.every(
    (match) => (match.handle as SiteHandle | undefined)?.scripts !== false,
  );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}
