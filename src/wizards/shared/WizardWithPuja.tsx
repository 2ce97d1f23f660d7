import { useLocation } from 'react-router-dom';
import { OrderWizard, type OrderWizardProps } from './OrderWizard';
import { idFromSearch } from './region-param';

/** An order flow that may open with a puja chosen (?puja=ID): a fresh wizard for each puja asked. */
export function WizardWithPuja(
  props: Pick<OrderWizardProps, 'machine' | 'flow' | 'copy' | 'storageKey'>,
) {
  const pujaId = idFromSearch(useLocation().search, 'puja');
  return <OrderWizard {...props} key={pujaId ?? 'none'} input={{ pujaId }} />;
}
