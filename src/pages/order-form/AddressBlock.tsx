import type { ReactNode } from 'react';
import { BlankField } from './BlankField';
import { ADDRESS_BLANKS } from './fields';

interface AddressBlockProps {
  idPrefix: string;
  legend: string;
  children?: ReactNode;
}

/** A billing or prasad shipping address on the printable form. */
export function AddressBlock({ idPrefix, legend, children }: AddressBlockProps) {
  return (
    <fieldset className="form-block address-block">
      <legend>{legend}</legend>
      {children}
      <div className="blank-grid">
        {ADDRESS_BLANKS.map((blank) => (
          <BlankField key={blank.key} blank={blank} idPrefix={idPrefix} />
        ))}
      </div>
    </fieldset>
  );
}
