/** Form components shared by every wizard (and the astrology booking). */
import './form.css';

export { ErrorSummary } from './ErrorSummary';
export {
  describedBy,
  Fieldset,
  GroupFrame,
  HintAndError,
  LabelledRadio,
  RadioInput,
  Radios,
  radioId,
  SelectField,
  TextArea,
  TextField,
  type SelectGroup,
  type SelectOption,
} from './fields';
export { DayFields } from './DayFields';
export { BackLink, Button, ButtonRow, StepIndicator } from './navigation';
export { FailureNotice } from './FailureNotice';
export { errorFor } from './errors';
