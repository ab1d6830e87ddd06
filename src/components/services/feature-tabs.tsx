/**
 * The five feature categories as a tabs widget (WAI-ARIA tabs, automatic activation): one tab
 * stop for the list, ArrowLeft/ArrowRight/Home/End move and select, the first tab (planning) is
 * selected at first. Every panel is rendered, the unselected ones hidden, so all of the copy is
 * in the prerendered HTML; without JavaScript the tabs could not switch, so main.css drops the
 * tab list (`no-js:`) and shows every panel, one after the other, each under its own heading.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { FeatureCategory, IllustrationId } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { tabIndexForKey } from '../../lib/tabs';
import { IllustratedRow } from '../illustrations/product-illustration';
import { CheckList } from '../ui/check-list';
import { Icon, type IconName } from '../ui/icon';

const tabIcons: Record<FeatureCategory['id'], IconName> = {
  planning: 'chart',
  inventory: 'package',
  replenishment: 'refresh',
  intelligence: 'brain',
  'supply-chain': 'network',
};

const tabIllustrations: Record<FeatureCategory['id'], IllustrationId> = {
  planning: 'forecast',
  inventory: 'inventory',
  replenishment: 'replenishment',
  intelligence: 'agent',
  'supply-chain': 'network',
};

const tabId = (category: FeatureCategory) => `feature-tab-${category.id}`;
const panelId = (category: FeatureCategory) => `feature-panel-${category.id}`;

type Feature = FeatureCategory['features'][number];

function FeatureCard({ feature, benefitsLabel }: { feature: Feature; benefitsLabel: string }) {
  return (
    <li className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h4 className="text-lg font-semibold text-ink-900">{feature.name}</h4>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">{feature.description}</p>
      <div className="mt-auto pt-6">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-500">{benefitsLabel}</p>
        <CheckList items={feature.benefits} className="mt-3" />
      </div>
    </li>
  );
}

/** One category's panel: its illustrated introduction and its feature cards. */
function FeaturePanel({
  category,
  index,
  hidden,
  benefitsLabel,
}: {
  category: FeatureCategory;
  index: number;
  hidden: boolean;
  benefitsLabel: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(category)}
      aria-labelledby={tabId(category)}
      hidden={hidden}
      tabIndex={0}
      className="mt-10 rounded-2xl"
    >
      <IllustratedRow illustration={tabIllustrations[category.id]} flip={index % 2 === 1}>
        <h3 className="text-2xl font-semibold text-ink-900">{category.name}</h3>
        <p className="mt-3 text-ink-600">{category.description}</p>
      </IllustratedRow>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {category.features.map((feature) => (
          <FeatureCard key={feature.name} feature={feature} benefitsLabel={benefitsLabel} />
        ))}
      </ul>
    </div>
  );
}

export function FeatureTabs({
  label,
  categories,
  benefitsLabel,
}: {
  label: string;
  categories: readonly FeatureCategory[];
  benefitsLabel: string;
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selected, categories.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mt-12">
      <div
        role="tablist"
        aria-label={label}
        className="grid gap-1 rounded-2xl bg-ink-50 p-2 ring-1 ring-ink-100 lg:flex lg:gap-2 no-js:hidden"
      >
        {categories.map((category, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={category.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(category)}
              aria-selected={isSelected}
              aria-controls={panelId(category)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cn(
                'flex items-center gap-2.5 rounded-xl px-4 py-3 text-left text-sm font-semibold transition-colors lg:flex-auto lg:justify-center lg:py-2.5 lg:whitespace-nowrap',
                isSelected ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-700 hover:bg-white hover:text-brand-700',
              )}
            >
              <Icon name={tabIcons[category.id]} className="size-4" />
              {category.name}
            </button>
          );
        })}
      </div>
      {categories.map((category, index) => (
        <FeaturePanel key={category.id} category={category} index={index} hidden={index !== selected} benefitsLabel={benefitsLabel} />
      ))}
    </div>
  );
}
