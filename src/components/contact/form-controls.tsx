/**
 * Labelled form controls of the consultation form: a visible <label> tied to each control,
 * a "*" for required fields (the required attribute tells assistive tech) and "(optional)".
 */
import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Without a text colour: the select shows its placeholder in a lighter one.
export const controlClass =
  'block w-full rounded-lg border border-ink-500/75 bg-white px-3.5 py-2.5 text-base shadow-xs transition-colors sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-ink-50 aria-invalid:border-red-700';

type ChangeHandler = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  error?: string;
  children: ReactNode;
}

/** The id of a field's error message, which the control names in aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** aria-invalid and aria-describedby for a control with an error. */
const errorAttributes = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {});

function Field({ id, label, required = false, className, error, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-ink-600">(optional)</span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeHandler;
  required?: boolean;
  autoComplete: string;
  className?: string;
  /** The server's message about this field (a post without JavaScript). */
  error?: string;
}

export function TextField({
  type = 'text',
  maxLength = 200,
  ...props
}: ControlProps & { type?: 'text' | 'email' | 'tel'; maxLength?: number }) {
  return (
    <Field id={props.id} label={props.label} required={props.required} className={props.className} error={props.error}>
      <input
        id={props.id}
        name={props.name}
        type={type}
        value={props.value}
        onChange={props.onChange}
        required={props.required}
        autoComplete={props.autoComplete}
        {...errorAttributes(props.id, props.error)}
        maxLength={maxLength}
        className={cn(controlClass, 'text-ink-900')}
      />
    </Field>
  );
}

export function TextAreaField(props: ControlProps) {
  return (
    <Field id={props.id} label={props.label} required={props.required} className={props.className} error={props.error}>
      <textarea
        id={props.id}
        name={props.name}
        rows={4}
        value={props.value}
        onChange={props.onChange}
        required={props.required}
        autoComplete={props.autoComplete}
        {...errorAttributes(props.id, props.error)}
        maxLength={4000}
        className={cn(controlClass, 'min-h-28 resize-y text-ink-900')}
      />
    </Field>
  );
}

export function SelectField({ options, placeholder, ...props }: ControlProps & { options: readonly string[]; placeholder: string }) {
  return (
    <Field id={props.id} label={props.label} required={props.required} className={props.className} error={props.error}>
      <div className="relative">
        <select
          id={props.id}
          name={props.name}
          value={props.value}
          onChange={props.onChange}
          required={props.required}
          autoComplete={props.autoComplete}
          {...errorAttributes(props.id, props.error)}
          className={cn(controlClass, 'appearance-none pr-10', props.value === '' ? 'text-ink-600' : 'text-ink-900')}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option} className="text-ink-900">
              {option}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500" />
      </div>
    </Field>
  );
}
