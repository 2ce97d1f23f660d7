/** The console's one way to ask for values: a field table, a form state, one form component. */
export { SavedForm, type SavedFormSpec } from './SavedForm';
export { StaffFields, StaffForm, type FieldSpec, type FormSpec } from './StaffForm';
export { useAddForm, type AddFormSpec } from './use-add-form';
export { useStaffForm, type FormRecord, type StaffFormState } from './use-staff-form';
