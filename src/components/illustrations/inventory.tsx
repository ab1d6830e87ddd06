/** Inventory health: a SKU-by-location grid coloured by days-of-cover band. */
import type { IllustrationsPage } from '../../content/pages-schema';
import { IllustrationFrame, round, Swatch, type IllustrationProps, type LegendItem } from './frame';

type Data = IllustrationsPage['inventory'];

// Lowest cover to highest: red, amber, green, then blue for more stock than needed.
const bandFill = ['fill-red-100', 'fill-amber-100', 'fill-green-100', 'fill-sky-100'];
const bandText = ['fill-red-800', 'fill-amber-900', 'fill-green-800', 'fill-sky-800'];

const width = 360;
const labelWidth = 64;
const headerHeight = 22;
const rowHeight = 26;

/** Index of the band a cell falls in: the last one whose start it reaches. */
const bandOf = (bands: Data['bands'], days: number) => bands.findLastIndex((band) => days >= band.from);

/** "Low cover, 10-19 days"; the last band is open-ended: "Excess, 45+ days". */
const bandRange = (bands: Data['bands'], index: number) => {
  const from = bands[index]?.from ?? 0;
  const next = bands[index + 1];
  return next ? `${from}-${next.from - 1} days` : `${from}+ days`;
};

export function InventoryIllustration(props: IllustrationProps<Data>) {
  const { data } = props;
  const { locations, rows, bands } = data;
  const column = round((width - labelWidth) / locations.length);
  const middle = (index: number) => round(labelWidth + (index + 0.5) * column);
  const height = headerHeight + rows.length * rowHeight;
  const cells = rows.flatMap((row) => row.days.map((days, index) => ({ sku: row.sku, location: locations[index], days })));
  const lowest = cells.reduce((low, cell) => (cell.days < low.days ? cell : low), cells[0] ?? { sku: '', location: '', days: 0 });
  const counts = bands.map(
    (band, index) => `${cells.filter((cell) => bandOf(bands, cell.days) === index).length} ${band.label.toLowerCase()}`,
  );
  const label =
    `${data.title}: ${rows.length} SKUs at ${locations.length} locations (${locations.join(', ')}). ` +
    `Cells by band: ${counts.join(', ')}. Lowest cover: ${lowest.sku} at ${lowest.location}, ${lowest.days} days.`;

  const legendItems: LegendItem[] = bands.map((band, index) => [
    <Swatch className={bandFill[index] ?? ''} />,
    `${band.label} (${bandRange(bands, index)})`,
  ]);
  return (
    <IllustrationFrame sample={props} label={label} width={width} height={height} legend={legendItems}>
      {locations.map((location, index) => (
        <text key={location} x={middle(index)} y="13" textAnchor="middle" className="fill-ink-600 font-semibold">
          {location}
        </text>
      ))}
      {rows.map((row, rowIndex) => {
        const top = headerHeight + rowIndex * rowHeight;
        return (
          <g key={row.sku}>
            <text x="0" y={top + 17} className="fill-ink-900 font-medium">
              {row.sku}
            </text>
            {row.days.map((days, index) => {
              const band = bandOf(bands, days);
              return (
                <g key={index}>
                  <rect
                    x={round(labelWidth + index * column + 2)}
                    y={top + 2}
                    width={round(column - 4)}
                    height={rowHeight - 4}
                    rx="4"
                    className={bandFill[band]}
                  />
                  <text x={middle(index)} y={top + 17} textAnchor="middle" className={bandText[band]}>
                    {days}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
