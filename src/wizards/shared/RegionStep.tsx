import { Link } from 'react-router-dom';
import type { StepProps } from './types';

export function RegionStep({ snapshot, send, flow }: StepProps) {
  const wanted = flow.kind === 'regionalAstro' ? 'hasAstroEvents' : 'hasPujaEvents';
  const regions = snapshot.context.regions.filter((region) => region[wanted] !== false);
  if (regions.length === 0) {
    return (
      <p>
        No regional programme is taking orders at the moment. You can still{' '}
        <Link to="/order-a-puja-online">order a puja online</Link>.
      </p>
    );
  }
  return (
    <>
      <p>Choose the region of the programme you want to order for.</p>
      <ul className="region-list">
        {regions.map((region) => (
          <li key={region.regionId}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'region.choose', regionId: region.regionId })}
            >
              {region.regionName}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
