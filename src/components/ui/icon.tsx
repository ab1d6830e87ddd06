/**
 * Every icon name content may use (result icons of stories, page icons of the copy files),
 * drawn with lucide. Content names an icon; only this file knows how it looks.
 */
import {
  Award,
  BarChart3,
  Brain,
  Check,
  CircleAlert,
  Clock,
  Cpu,
  Database,
  DollarSign,
  Globe,
  Layers,
  Lightbulb,
  Lock,
  Network,
  Package,
  RefreshCw,
  Shield,
  Target,
  TrendingDown,
  TrendingUp,
  Truck,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { PageIcon } from '../../content/pages-schema';
import type { StoryFrontmatter } from '../../content/schema';

export type IconName = PageIcon | StoryFrontmatter['results'][number]['icon'];

const icons: Record<IconName, LucideIcon> = {
  alert: CircleAlert,
  award: Award,
  'bar-chart': BarChart3,
  brain: Brain,
  chart: BarChart3,
  check: Check,
  clock: Clock,
  cpu: Cpu,
  database: Database,
  dollar: DollarSign,
  globe: Globe,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  network: Network,
  package: Package,
  refresh: RefreshCw,
  shield: Shield,
  target: Target,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  truck: Truck,
  users: Users,
  zap: Zap,
};

/** A decorative icon (hidden from screen readers: the text beside it carries the meaning). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Drawn = icons[name];
  return <Drawn aria-hidden="true" focusable="false" className={className ?? 'size-5'} />;
}
