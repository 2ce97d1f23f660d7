import type { Route } from './+types/content';

/** Content pages send no script: the root leaves <Scripts/> out for them. */
export const handle = { scripts: false };

/** The page's data: what server/site/live-pages.ts reads per request today. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const language = pathname.split('/')[1]?.match(/^(ml|ta|hi)$/)?.[0] ?? 'en';
  return {
    language,
    pathname,
    pujas: [
      { name: 'Ganapathi Homam', cents: 5100 },
      { name: 'Kali Puja', cents: 10100 },
    ],
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Amrita Puja: ${data?.pathname ?? ''}` }];
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <article lang={loaderData.language}>
      <h1>{loaderData.pathname}</h1>
      <ul>
        {loaderData.pujas.map((puja) => (
          <li key={puja.name}>
            {puja.name}: ${(puja.cents / 100).toFixed(2)}
          </li>
        ))}
      </ul>
    </article>
  );
}
