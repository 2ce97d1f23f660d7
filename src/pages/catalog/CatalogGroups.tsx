import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PujaDetail } from '../../../domain/prefs';
import { groupCatalog } from './group-catalog';
import { PujaCards } from './PujaCard';

interface CatalogGroupsProps {
  details: readonly PujaDetail[];
  /** Heading level of each group's title (the cards' names are one level below). */
  level?: 2 | 3;
}

/** The catalog grouped Special pujas / Homas / Pujas, each group a grid of puja cards. */
export function CatalogGroups({ details, level = 2 }: CatalogGroupsProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  return (
    <>
      {groupCatalog(details).map((group) => {
        const headingId = `catalog-${group.category.toLowerCase()}`;
        const own = 'text' in group.heading ? group.heading : null;
        const heading = own ? own.text : i18n._(group.heading as MessageDescriptor);
        const lang = own && own.lang !== i18n.locale ? own.lang : undefined;
        return (
          <section key={group.category} aria-labelledby={headingId} className="catalog-group">
            <Heading id={headingId} lang={lang}>
              {heading}
            </Heading>
            <PujaCards pujas={group.items} label={heading} level={level === 2 ? 3 : 4} />
          </section>
        );
      })}
    </>
  );
}
