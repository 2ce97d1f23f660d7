import type { PujaDetail } from '../../domain/prefs';
import { formatUsd } from './format';
import { groupCatalog, pujaName, pujaPrice } from './group-catalog';

interface CatalogGroupsProps {
  details: readonly PujaDetail[];
  /** Heading level of each group's title. */
  level?: 2 | 3;
}

/** The catalog grouped Special pujas / Homas / Pujas, one table per group. */
export function CatalogGroups({ details, level = 2 }: CatalogGroupsProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {groupCatalog(details).map((group) => {
        const headingId = `catalog-${group.category.toLowerCase()}`;
        return (
          <section key={group.category} aria-labelledby={headingId} className="catalog-group">
            <Heading id={headingId}>{group.heading}</Heading>
            <table className="catalog-table">
              <thead>
                <tr>
                  <th scope="col">Puja</th>
                  <th scope="col" className="catalog-table__price">
                    Price (USD)
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.pujaId}>
                    <th scope="row">
                      <span className="catalog-table__name">{pujaName(item)}</span>
                      {item.extDescription && (
                        <span className="catalog-table__about">{item.extDescription}</span>
                      )}
                    </th>
                    <td className="catalog-table__price">{formatUsd(pujaPrice(item))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
