/**
 * Form fields in the GOV.UK manner: a visible label, an optional hint, the
 * error message above the control, all tied together with aria-describedby.
 */
import { use, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { LinguiContext } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const ERROR_PREFIX = msg({
  message: 'Error:',
  comment: "read by screen readers before a field's problem",
});
const NOTHING_CHOSEN = msg({ message: 'Choose…', comment: 'a list with nothing chosen yet' });

/**
 * A field's own word in the page's language; English without Lingui's
 * provider (the staff console's tests render its forms bare; it is English).
 */
function useFieldWord(word: MessageDescriptor): string {
  const lingui = use(LinguiContext);
  return lingui ? lingui.i18n._(word) : (word.message ?? '');
}

interface FieldBase {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint (when it has one) and error message, with the ids describedBy names. */
export function HintAndError({ id, hint, error }: Pick<FieldBase, 'id' | 'hint' | 'error'>) {
  const errorPrefix = useFieldWord(ERROR_PREFIX);
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A field's frame: its label, hint and error above the control it wraps. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldBase & { className?: string | undefined; children: ReactNode }) {
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/** A group's frame: a fieldset with its legend, hint and error, described by them. */
export function GroupFrame({
  id,
  label,
  hint,
  error,
  className = 'fieldset',
  children,
}: FieldBase & { className?: string; children: ReactNode }) {
  return (
    <fieldset
      className={`field ${className}${error ? ' field--error' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="fieldset__legend">{label}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  );
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The attributes that tie a control to its frame's hint and error, and its value both ways. */
const bindControl = ({
  id,
  hint,
  error,
  value,
  onChange,
}: Omit<FieldBase, 'label'> & { value: string; onChange: (value: string) => void }) => ({
  id,
  name: id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
  value,
  onChange: (event: ChangeEvent<FormControl>) => onChange(event.target.value),
});

interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'search';
  /** Short fields (hour, minute, postal code) get a narrow box. */
  width?: 'narrow' | 'medium' | 'full';
  required?: boolean;
  placeholder?: string;
  /** A class for the field's frame beside `field` (a layout of the page's own). */
  frameClass?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** What follows the box inside the field (a search's button). */
  children?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const { id, label, hint, error, value, onChange, width = 'full' } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={props.frameClass}>
      <input
        {...bindControl({ id, hint, error, value, onChange })}
        className={`field__input field__input--${width}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        aria-required={props.required || undefined}
        onKeyDown={props.onKeyDown}
      />
      {props.children}
    </FieldFrame>
  );
}

interface TextAreaProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

export function TextArea({ id, label, hint, error, value, onChange, rows = 5 }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...bindControl({ id, hint, error, value, onChange })}
        className="field__input field__input--full"
        rows={rows}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  /** Plain options, or groups shown as <optgroup>s. */
  options: readonly (SelectOption | SelectGroup)[];
  placeholder?: string;
  autoComplete?: string;
}

const isGroup = (item: SelectOption | SelectGroup): item is SelectGroup => 'options' in item;

export function SelectField(props: SelectFieldProps) {
  const nothingChosen = useFieldWord(NOTHING_CHOSEN);
  const { id, label, hint, error, value, onChange, options, placeholder = nothingChosen } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...bindControl({ id, hint, error, value, onChange })}
        className="field__input field__select"
        autoComplete={props.autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((item) =>
          isGroup(item) ? (
            <optgroup key={`group:${item.label}`} label={item.label}>
              {item.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ),
        )}
      </select>
    </FieldFrame>
  );
}

interface RadiosProps extends FieldBase {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  inline?: boolean;
}

/** A group of radios in a fieldset; `id` lands on the first radio for error links. */
export function Radios({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  options,
  inline,
}: RadiosProps) {
  return (
    <GroupFrame id={id} label={label} hint={hint} error={error}>
      <div className={`radios${inline ? ' radios--inline' : ''}`}>
        {options.map((option, index) => (
          <div className="radios__item" key={option.value}>
            <LabelledRadio
              group={id}
              name={name}
              value={option.value}
              first={index === 0}
              classes={['radios__input', 'radios__label']}
              checked={value === option.value}
              onChoose={onChange}
            >
              {option.label}
            </LabelledRadio>
          </div>
        ))}
      </div>
    </GroupFrame>
  );
}

/** A radio's id: the group's own for the first (the error summary links to it), else group-value. */
export const radioId = (group: string, value: string | number, first: boolean): string =>
  first ? group : `${group}-${value}`;

/** One radio of a group, named by the group unless `name` says otherwise. */
export function RadioInput<V extends string | number>(props: {
  group: string;
  name?: string;
  value: V;
  first: boolean;
  checked: boolean;
  onChoose: (value: V) => void;
  className: string;
  describedBy?: string;
}) {
  return (
    <input
      id={radioId(props.group, props.value, props.first)}
      className={props.className}
      type="radio"
      name={props.name ?? props.group}
      value={props.value}
      checked={props.checked}
      onChange={() => props.onChoose(props.value)}
      aria-describedby={props.describedBy}
    />
  );
}

/** A radio and its label beside it; `classes` are the radio's and the label's. */
export function LabelledRadio<V extends string | number>({
  classes,
  children,
  ...radio
}: Omit<Parameters<typeof RadioInput<V>>[0], 'className'> & {
  classes: readonly [string, string];
  children: ReactNode;
}) {
  return (
    <>
      <RadioInput {...radio} className={classes[0]} />
      <label className={classes[1]} htmlFor={radioId(radio.group, radio.value, radio.first)}>
        {children}
      </label>
    </>
  );
}

interface FieldsetProps {
  legend: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

export function Fieldset({ legend, children, headingLevel = 2 }: FieldsetProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend fieldset__legend--heading">
        <Heading className="fieldset__heading">{legend}</Heading>
      </legend>
      {children}
    </fieldset>
  );
}
