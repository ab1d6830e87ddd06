/** The side column of a story page: client, implementation details and tags. */
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Story } from '../../content/types';
import { CheckList } from '../ui/check-list';

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-ink-500">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

export function StorySidebar({ story }: { story: Story }) {
  const { implementation } = story;
  return (
    <div className="space-y-6">
      <SideCard id="story-client" title="Client">
        <div className="mt-4 flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <p className="font-semibold leading-snug text-ink-900">{story.company}</p>
        </div>
        <dl className="mt-3 divide-y divide-ink-100">
          <Fact label="Company Size" value={story.companySize} />
          <Fact label="Location" value={story.location} />
          <Fact label="Industry" value={story.industry} />
        </dl>
      </SideCard>

      <SideCard id="story-implementation" title="Implementation Details">
        <dl className="mt-3 divide-y divide-ink-100">
          <Fact label="Duration" value={implementation.duration} />
          <Fact label="Team Size" value={implementation.team} />
          <Fact label="Modules" value={String(implementation.modules.length)} />
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-ink-900">Modules Implemented</h3>
        <CheckList items={implementation.modules} className="mt-3" />
      </SideCard>

      <SideCard id="story-tags" title="Tags">
        <ul className="mt-4 flex flex-wrap gap-2">
          {story.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-100"
            >
              {tag}
            </li>
          ))}
        </ul>
      </SideCard>
    </div>
  );
}
