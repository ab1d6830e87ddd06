/** Replenishment: the queue of proposed orders with their approve/review chips, drawn as a table. */
import type { IllustrationsPage } from '../../content/pages-schema';
import { formatNumber, IllustrationFrame, type IllustrationProps } from './frame';

type Data = IllustrationsPage['replenishment'];

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2025-07-14" -> "14 Jul", from the digits, so it reads the same in every time zone and locale. */
const shortDate = (isoDate: string) => `${Number(isoDate.slice(8))} ${monthNames[Number(isoDate.slice(5, 7)) - 1]}`;

const chip = {
  approve: { box: 'fill-green-50 stroke-green-200', text: 'fill-green-800' },
  review: { box: 'fill-amber-50 stroke-amber-200', text: 'fill-amber-900' },
};

const width = 360;
const headerHeight = 24;
const rowHeight = 32;
// Left edges of the columns; the quantity is right-aligned at its edge.
const at = { sku: 0, location: 64, qty: 196, due: 208, status: 290 };
const headerColumns = Object.keys(at) as (keyof typeof at)[];

export function ReplenishmentIllustration(props: IllustrationProps<Data>) {
  const { data } = props;
  const { columns, statuses, orders } = data;
  const height = headerHeight + orders.length * rowHeight;
  const toApprove = orders.filter((order) => order.status === 'approve').length;
  const label =
    `${data.title}: ${orders.length} orders, ${toApprove} marked ${statuses.approve.toLowerCase()}, ${orders.length - toApprove} marked ${statuses.review.toLowerCase()}. ` +
    orders
      .map(
        (order) => `${order.sku} to ${order.location}, ${formatNumber(order.qty)} due ${shortDate(order.due)}, ${statuses[order.status]}`,
      )
      .join('; ') +
    '.';

  return (
    <IllustrationFrame sample={props} label={label} width={width} height={height}>
      <g className="fill-ink-600 font-semibold">
        {headerColumns.map((column) => (
          <text key={column} x={at[column]} y="14" textAnchor={column === 'qty' ? 'end' : undefined}>
            {columns[column]}
          </text>
        ))}
      </g>
      {orders.map((order, index) => {
        const top = headerHeight + index * rowHeight;
        const style = chip[order.status];
        return (
          <g key={index}>
            <line x1="0" x2={width} y1={top} y2={top} className="stroke-ink-100" aria-hidden="true" />
            <text x={at.sku} y={top + 20} className="fill-ink-900 font-medium">
              {order.sku}
            </text>
            <text x={at.location} y={top + 20} className="fill-ink-700">
              {order.location}
            </text>
            <text x={at.qty} y={top + 20} textAnchor="end" className="fill-ink-900">
              {formatNumber(order.qty)}
            </text>
            <text x={at.due} y={top + 20} className="fill-ink-700">
              {shortDate(order.due)}
            </text>
            <rect x={at.status} y={top + 7} width="66" height="18" rx="9" className={style.box} />
            <text x={at.status + 33} y={top + 20} textAnchor="middle" className={`${style.text} font-semibold`}>
              {statuses[order.status]}
            </text>
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
