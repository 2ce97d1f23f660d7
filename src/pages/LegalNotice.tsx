import { Trans } from '@lingui/react/macro';
/** Marks text that the temple must review and replace with its own legal wording. */
export function LegalNotice() {
  return (
    <div className="notice">
      <p>
        <Trans>
          <strong>Sample text.</strong> This page describes how this website works today. The temple
          reviews it and replaces it with its own legal wording before the site is used for real
          orders.
        </Trans>
      </p>
    </div>
  );
}
