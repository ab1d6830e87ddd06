/** Decision agent: the exceptions it raised today, in time order, with what it did and whether it is resolved. */
import type { IllustrationsPage } from '../../content/pages-schema';
import { IllustrationFrame, type IllustrationProps } from './frame';

type Data = IllustrationsPage['agent'];

const width = 360;
const eventHeight = 62;
const textLeft = 64;

export function AgentIllustration(props: IllustrationProps<Data>) {
  const { data } = props;
  const { events } = data;
  const height = events.length * eventHeight;
  const resolved = events.filter((event) => event.resolved).length;
  const label =
    `${data.title}: ${events.length} exceptions raised, ${resolved} ${data.resolvedLabel.toLowerCase()}. ` +
    events
      .map(
        (event) =>
          `${event.raised} ${event.exception}: ${event.action} (${event.resolved ? `${data.resolvedLabel} ${event.resolved}` : data.openLabel})`,
      )
      .join('; ') +
    '.';

  return (
    <IllustrationFrame sample={props} label={label} width={width} height={height}>
      <line x1="48" x2="48" y1="8" y2={height - eventHeight + 8} className="stroke-ink-200" strokeWidth="2" aria-hidden="true" />
      {events.map((event, index) => {
        const top = index * eventHeight;
        const chipText = event.resolved ? `${data.resolvedLabel} ${event.resolved}` : data.openLabel;
        return (
          <g key={index}>
            <text x="0" y={top + 13} className="fill-ink-600 font-semibold">
              {event.raised}
            </text>
            <circle
              cx="48"
              cy={top + 9}
              r="5"
              className={`${event.resolved ? 'fill-green-500' : 'fill-amber-500'} stroke-white`}
              strokeWidth="2"
            />
            <text x={textLeft} y={top + 13} className="fill-ink-900 font-semibold">
              {event.exception}
            </text>
            <text x={textLeft} y={top + 29} className="fill-ink-600">
              {event.action}
            </text>
            <rect
              x={textLeft}
              y={top + 36}
              width={chipText.length * 6.4 + 14}
              height="17"
              rx="8.5"
              className={event.resolved ? 'fill-green-50 stroke-green-200' : 'fill-amber-50 stroke-amber-200'}
            />
            <text
              x={textLeft + 7}
              y={top + 48}
              fontSize="11"
              className={`${event.resolved ? 'fill-green-800' : 'fill-amber-900'} font-semibold`}
            >
              {chipText}
            </text>
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
