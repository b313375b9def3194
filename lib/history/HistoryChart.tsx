import { useWords } from "@/components/use-words";
import { formatDate } from "@/lib/core/intl/dates";
import { formatCount } from "@/lib/core/intl/money";
import type { WeekTotal } from "./history-view";
import { historyWords } from "./words";

export interface HistoryChartProps {
  weeks: readonly WeekTotal[];
  locale?: string;
}

const WIDTH = 320;
const HALF = 48;

/**
 * Points in (above the line) and out (below it) by week. One small chart, drawn here rather than
 * with a library; the same figures are a table for screen readers and the keyboard, since bars
 * alone say nothing to them.
 */
export function HistoryChart({ weeks, locale }: HistoryChartProps) {
  const say = useWords(historyWords);
  const max = Math.max(1, ...weeks.flatMap((w) => [w.in, w.out]));
  const slot = WIDTH / Math.max(1, weeks.length);
  const bar = (points: number) => Math.round((points / max) * HALF);
  const week = (w: WeekTotal) => formatDate(w.start, locale);
  return (
    <figure class="history-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HALF * 2 + 2}`} aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HALF + 1} y2={HALF + 1} class="axis-line" />
        {weeks.map((w, i) => (
          <g key={w.start}>
            {w.in ? (
              <rect
                x={i * slot + 2}
                y={HALF + 1 - bar(w.in)}
                width={Math.max(1, slot - 4)}
                height={bar(w.in)}
                class="bar-in"
              />
            ) : null}
            {w.out ? (
              <rect
                x={i * slot + 2}
                y={HALF + 1}
                width={Math.max(1, slot - 4)}
                height={bar(w.out)}
                class="bar-out"
              />
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption>
        {weeks[0] ? say("chartCaptionSince", { date: week(weeks[0]) }) : say("chartCaption")}
      </figcaption>
      <details class="history-chart-table">
        <summary>{say("chartShowTable")}</summary>
        <table>
          <caption class="visually-hidden">{say("chartTableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{say("chartWeekOf")}</th>
              <th scope="col">{say("chartIn")}</th>
              <th scope="col">{say("chartOut")}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row">{week(w)}</th>
                <td>{formatCount(w.in, locale)}</td>
                <td>{formatCount(w.out, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
