/**
 * The form's own check before sending, once scripts run (the browser's bubbles are off then:
 * noValidate). It reads each control's state from the DOM, so it costs no validation library on
 * the page, and answers in the words the server uses for a post without JavaScript
 * (fieldMessages, beside the rules in posted-form.ts), so a visitor sees the same message
 * either way.
 */
import { fieldMessages, formFields, type FormField } from '../../lib/contact/posted-form';

/** name@domain.tld with no spaces: the browser's own check accepts "name@host", which the server does not. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Each field that needs the visitor's attention, in the form's order, with its message. */
export function fieldErrorsOf(form: HTMLFormElement): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const [field, rules] of Object.entries(formFields) as [FormField, (typeof formFields)[FormField]][]) {
    const control = form.elements.namedItem(field);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    const value = control.value.trim();
    if (value === '') {
      if (rules.required) errors[field] = fieldMessages.missing(rules);
    } else if (field === 'email' && !emailShape.test(value)) errors[field] = fieldMessages.email(rules);
    else if (value.length > rules.maxLength) errors[field] = fieldMessages.tooLong(rules, rules.maxLength);
  }
  return errors;
}
