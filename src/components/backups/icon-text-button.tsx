/**
 * A button with an icon before its label, the shape of every labelled action button on /backups
 * (the bulk actions over the selection and the actions in a backup's detail).
 */
import type { LucideIcon } from 'lucide-react';

export function IconTextButton({
  icon: Icon,
  label,
  title,
  className,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  /** What the button would do in the product: its tooltip. */
  title?: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <button type="button" title={title} className={className} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
