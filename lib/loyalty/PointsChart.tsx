import { formatter } from "@/lib/core/intl/formatter";
import type { MonthTotal } from "@/lib/loyalty/buckets";
import { clauses, type LoyaltySay } from "./loyalty-say";

export interface PointsChartProps {
  months: MonthTotal[];
  locale?: string;
  /** Loyalty's words in the page's language. */
  say: LoyaltySay;
}

const WIDTH = 320;
const HEIGHT = 96;

/** Points expiring per month as bars; one small chart, so drawn here rather than with a library. */
export function PointsChart({ months, locale, say }: PointsChartProps) {
  if (!months.length) return null;
  const max = Math.max(...months.map((m) => m.points), 1);
  const slot = WIDTH / months.length;
  const monthName = (ym: string) =>
    formatter("date", locale, { month: "short", year: "2-digit", timeZone: "UTC" })?.format(
      Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1),
    ) ?? ym;
  const description = clauses(
    months
      .filter((m) => m.points > 0)
      .map((m) => say("chartMonth", { month: monthName(m.month), points: m.points })),
    say,
  );
  return (
    <figure class="points-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} role="img" aria-label={say("chartLabel", { description })}>
        {months.map((m, i) => {
          const height = Math.round((m.points / max) * HEIGHT);
          return (
            <g key={m.month}>
              <rect
                x={i * slot + 2}
                y={HEIGHT - height}
                width={Math.max(1, slot - 4)}
                height={height}
                class="bar"
              >
                <title>{say("chartBar", { month: monthName(m.month), count: m.points })}</title>
              </rect>
              {months.length <= 14 || i % 2 === 0 ? (
                <text x={i * slot + slot / 2} y={HEIGHT + 12} text-anchor="middle" class="axis">
                  {monthName(m.month).split(" ")[0]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption class="visually-hidden">{description}</figcaption>
    </figure>
  );
}
