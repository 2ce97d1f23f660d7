import type { ProofPhoto } from '../../domain/proof';
import type { StaffApi } from '../../domain/staff/api-result';
import { PhotoWithdraw } from './PhotoWithdraw';

/** Attached photographs (each withdrawable) and video links: an order's, or a puja date's. */
export function ProofList({
  api,
  photos,
  videoUrls,
  onDone,
}: {
  api: StaffApi;
  photos: readonly (ProofPhoto & { caption: string })[];
  videoUrls: readonly string[];
  onDone: () => void;
}) {
  const unique = [...new Map(photos.map((photo) => [photo.id, photo])).values()];
  const videos = [...new Set(videoUrls)];
  return (
    <>
      <h2>Proof of offering</h2>
      {unique.length === 0 && videos.length === 0 && <p>No photographs or video yet.</p>}
      {unique.length > 0 && (
        <div className="staff-photos">
          {unique.map((photo) => (
            <PhotoWithdraw key={photo.id} api={api} photo={photo} onDone={onDone} />
          ))}
        </div>
      )}
      {videos.length > 0 && (
        <ul>
          {videos.map((url) => (
            <li key={url}>
              Video: <a href={url}>{url}</a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
