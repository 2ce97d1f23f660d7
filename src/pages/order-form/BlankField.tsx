import { Trans, useLingui } from '@lingui/react/macro';
import type { Blank } from './fields';

/** One labelled blank: typed into on screen, or written on by hand once printed. */
export function BlankField({ blank, idPrefix }: { blank: Blank; idPrefix: string }) {
  const { i18n } = useLingui();
  const id = `${idPrefix}-${blank.key}`;
  const hintId = blank.hint ? `${id}-hint` : undefined;
  return (
    <div className={`blank blank--${blank.key}${blank.wide ? ' blank--wide' : ''}`}>
      <label htmlFor={id}>{i18n._(blank.label)}</label>
      {blank.hint && (
        <span id={hintId} className="blank__hint">
          {i18n._(blank.hint)}
        </span>
      )}
      <input id={id} type="text" autoComplete="off" aria-describedby={hintId} />
    </div>
  );
}

/** Hour, minute and AM/PM of a birth or passing time (spec: h:m with AM or PM). */
export function TimeBlank({ idPrefix, legend }: { idPrefix: string; legend: string }) {
  return (
    <fieldset className="blank blank--time">
      <legend>{legend}</legend>
      <div className="blank__time-row">
        <label htmlFor={`${idPrefix}-hour`}>
          <Trans>Hour (1–12)</Trans>
        </label>
        <input id={`${idPrefix}-hour`} type="text" inputMode="numeric" autoComplete="off" />
        <label htmlFor={`${idPrefix}-minute`}>
          <Trans>Minute</Trans>
        </label>
        <input id={`${idPrefix}-minute`} type="text" inputMode="numeric" autoComplete="off" />
        <span className="blank__halves">
          <input id={`${idPrefix}-am`} type="radio" name={`${idPrefix}-half`} value="AM" />
          <label htmlFor={`${idPrefix}-am`}>
            <Trans comment="before noon">AM</Trans>
          </label>
          <input id={`${idPrefix}-pm`} type="radio" name={`${idPrefix}-half`} value="PM" />
          <label htmlFor={`${idPrefix}-pm`}>
            <Trans comment="after noon">PM</Trans>
          </label>
        </span>
      </div>
    </fieldset>
  );
}
