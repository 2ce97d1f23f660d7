/** Why the last attempt at a step failed, in words for the visitor (nothing when there is none). */
export function Notice({ text, alert = false }: { text: string | null; alert?: boolean }) {
  if (!text) return null;
  return alert ? (
    <div className="astro-notice astro-notice--error" role="alert">
      {text}
    </div>
  ) : (
    <p className="astro-notice" role="status">
      {text}
    </p>
  );
}
