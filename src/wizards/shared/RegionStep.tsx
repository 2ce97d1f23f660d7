import { Trans, useLingui } from '@lingui/react/macro';
import { regionNameIn } from '../../../domain/catalog-words';
import { langIfOther } from '../../../domain/puja-words';
import { chosenRegionName, regionsOffered } from '../../../machines/order';
import { usePageAddress } from './page-address';
import type { StepProps } from './types';

export function RegionStep({ snapshot, send, flow }: StepProps) {
  const { i18n } = useLingui();
  const regions = regionsOffered(snapshot.context, flow);
  const { Link } = usePageAddress();
  if (regions.length === 0) {
    return (
      <p>
        <Trans>
          No regional programme is taking orders at the moment. You can still{' '}
          <Link to="/order-a-puja-online">order a puja online</Link>.
        </Trans>
      </p>
    );
  }
  const current = snapshot.context.regionId;
  return (
    <>
      <p>
        {current !== null ? (
          <Trans>
            Choose the region of the programme you want to order for. What you have entered is kept.
          </Trans>
        ) : (
          <Trans>Choose the region of the programme you want to order for.</Trans>
        )}
      </p>
      <ul className="region-list">
        {regions.map((region) => {
          const name = regionNameIn(region, i18n.locale);
          return (
            <li key={region.regionId}>
              <button
                type="button"
                className="button button--secondary"
                lang={langIfOther(name.lang, i18n.locale)}
                aria-current={region.regionId === current ? 'true' : undefined}
                onClick={() => send({ type: 'region.choose', regionId: region.regionId })}
              >
                {name.text}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The chosen region, on every step of a regional flow, with "Change" while it can change. */
export function RegionBanner({ snapshot, send }: Pick<StepProps, 'snapshot' | 'send'>) {
  const { i18n } = useLingui();
  const chosen = chosenRegionName(snapshot.context, i18n.locale);
  if (!chosen) return null;
  const name = chosen.text;
  return (
    <p className="region-banner">
      <Trans>
        Region: <strong lang={langIfOther(chosen.lang, i18n.locale)}>{name}</strong>
      </Trans>{' '}
      {snapshot.can({ type: 'region.change' }) ? (
        <button
          type="button"
          className="link-button"
          onClick={() => send({ type: 'region.change' })}
        >
          <Trans>
            Change<span className="visually-hidden"> the region</span>
          </Trans>
        </button>
      ) : null}
    </p>
  );
}
