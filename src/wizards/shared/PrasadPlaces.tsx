import { Trans } from '@lingui/react/macro';

/**
 * Where the temple posts prasad, said before the address is asked; nothing
 * while the list is not known. The country names are the country list's
 * English ones, so they are marked as English.
 */
export function PrasadPlaces({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  const places = <span lang="en">{names.join(', ')}</span>;
  return (
    <Trans comment="the countries the temple posts prasad to, e.g. United States, Canada">
      The temple can post prasad only to these countries: {places}.
    </Trans>
  );
}
