/** The console's one way to ask for values: a field table, a form state, one form component. */
export { StaffForm, type FieldSpec } from './StaffForm';
export { useStaffForm, type FormRecord, type StaffFormState } from './use-staff-form';
