/**
 * What the footer's buttons do, by the name each carries in data-action: the footer is kept as
 * prerendered (src/components/kept-as-prerendered.tsx), so its buttons name an action and the
 * layout, which holds the code, says what it does.
 */
export const footerActions = { reviewConsent: 'review-consent' } as const;
