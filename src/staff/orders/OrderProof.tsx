import type { StaffApi } from '../../domain/staff/api-result';
import { PhotoWithdraw } from '../PhotoWithdraw';
import type { StaffOrderPage } from './order-types';

/** The photographs and video links attached to the order's people, each photograph withdrawable. */
export function OrderProof({
  api,
  proof,
  onDone,
}: {
  api: StaffApi;
  proof: StaffOrderPage['proof'];
  onDone: () => void;
}) {
  const photos = [
    ...new Map(proof.flatMap((p) => p.photos).map((photo) => [photo.id, photo])).values(),
  ];
  const videos = [...new Set(proof.flatMap((p) => p.videoUrls))];
  return (
    <>
      <h2>Proof of offering</h2>
      {photos.length === 0 && videos.length === 0 && <p>No photographs or video yet.</p>}
      {photos.length > 0 && (
        <div className="staff-photos">
          {photos.map((photo) => (
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
