/** The three window buttons of the product mock-ups' title bars (the Command Center, the illustrations). */
import { cn } from '../../lib/cn';

export function WindowDots({ size }: { size: 'size-2.5' | 'size-3' }) {
  return (
    <span aria-hidden="true" className="hidden gap-1.5 sm:flex">
      {['bg-red-400', 'bg-amber-400', 'bg-green-400'].map((color) => (
        <span key={color} className={cn('rounded-full', size, color)} />
      ))}
    </span>
  );
}
