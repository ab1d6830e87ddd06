/** A tel: link for a phone number as displayed ("+91 20 4000 0000" -> "tel:+912040000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
