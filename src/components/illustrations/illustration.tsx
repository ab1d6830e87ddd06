/** The product illustration for one capability, drawn with the sample data in content/pages/illustrations.yaml. */
import { illustrationsPage } from '@content/pages/illustrations';
import type { IllustrationId } from '../../content/pages-schema';
import { AgentIllustration } from './agent';
import { ForecastIllustration } from './forecast';
import { InventoryIllustration } from './inventory';
import { NetworkIllustration } from './network';
import { ReplenishmentIllustration } from './replenishment';

export function ProductIllustration({ id }: { id: IllustrationId }) {
  const { sampleLabel } = illustrationsPage;
  switch (id) {
    case 'forecast':
      return <ForecastIllustration data={illustrationsPage.forecast} sampleLabel={sampleLabel} />;
    case 'inventory':
      return <InventoryIllustration data={illustrationsPage.inventory} sampleLabel={sampleLabel} />;
    case 'replenishment':
      return <ReplenishmentIllustration data={illustrationsPage.replenishment} sampleLabel={sampleLabel} />;
    case 'network':
      return <NetworkIllustration data={illustrationsPage.network} sampleLabel={sampleLabel} />;
    case 'agent':
      return <AgentIllustration data={illustrationsPage.agent} sampleLabel={sampleLabel} />;
  }
}
