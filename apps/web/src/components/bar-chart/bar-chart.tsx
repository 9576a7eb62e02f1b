import type { Chart as ChartInstance } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { type BarSeries, chartTableRows, withoutZeroDecimals } from './chart-table';
import './bar-chart.css';

export type { BarSeries } from './chart-table';

export interface BarChartProps {
  /** Names the chart: its caption, the canvas's accessible name and the table's caption. */
  title: string;
  /** The categories along the x axis (already in the page's language). */
  labels: string[];
  series: BarSeries[];
  /** How a value is written on the axis, in the tooltip and in the table (e.g. use-format's taka). */
  format: (n: number) => string;
}

type LoadState = 'loading' | 'ready' | 'failed';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A bar chart of a few series over the same categories. chart.js is fetched the first time a chart is shown
 * (a dynamic import), so it only ever weighs on the pages that draw one. The canvas is an image named by the
 * title; the same figures are in a table under "Show as table" for screen readers, keyboards and anyone who
 * wants the numbers. The chart box has a fixed height while chart.js loads, so nothing jumps; it follows the
 * width of its container and does not animate for people who asked for reduced motion.
 */
export function BarChart({ title, labels, series, format }: BarChartProps) {
  const { t } = useTranslation('finance');
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartInstance<'bar'> | null>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    let cancelled = false;
    import('./chart-setup').then(
      ({ Chart }) => {
        const element = canvas.current;
        if (cancelled || !element) return;
        // The canvas draws its texts in the page's font (Bengali included).
        Chart.defaults.font.family = getComputedStyle(element).fontFamily;
        chart.current = new Chart<'bar'>(element, {
          type: 'bar',
          data: { labels: [], datasets: [] },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: reducedMotion() ? false : { duration: 400 },
            scales: {
              x: { ticks: { autoSkip: true, maxRotation: 60 } },
              y: {
                beginAtZero: true,
                // Axis steps are round: "৳20,000" reads better than "৳20,000.00" on a narrow screen.
                ticks: { callback: (value) => withoutZeroDecimals(formatRef.current(Number(value))) },
              },
            },
            plugins: {
              legend: { position: 'bottom' },
              tooltip: {
                callbacks: {
                  label: (item) => `${item.dataset.label ?? ''}: ${formatRef.current(item.parsed.y ?? 0)}`,
                },
              },
            },
          },
        });
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  // New figures (or a new language) redraw the same chart instead of building another.
  const figures = JSON.stringify([labels, series, series.map((s) => s.values.map(format))]);
  useEffect(() => {
    const current = chart.current;
    if (state !== 'ready' || !current) return;
    const [nextLabels, nextSeries] = JSON.parse(figures) as [string[], BarSeries[]];
    current.data.labels = nextLabels;
    current.data.datasets = nextSeries.map((s) => ({
      label: s.label,
      data: s.values,
      backgroundColor: s.color,
      borderColor: s.color,
      borderWidth: 1,
    }));
    current.update();
  }, [state, figures]);

  const rows = chartTableRows(labels, series, format);
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart-title">{title}</figcaption>
      <div className="bar-chart-box" aria-busy={state === 'loading'}>
        <canvas ref={canvas} role="img" aria-label={title} className={state === 'ready' ? '' : 'pending'}>
          {t('monthly.chart.fallback')}
        </canvas>
        {state === 'loading' && (
          <div className="bar-chart-placeholder" aria-hidden="true">
            <span className="spinner-circle" />
          </div>
        )}
        {state === 'failed' && <p className="bar-chart-placeholder">{t('monthly.chart.failed')}</p>}
      </div>
      <details className="bar-chart-table" open={state === 'failed' || undefined}>
        <summary>{t('monthly.chart.showTable')}</summary>
        <section
          className="bar-chart-table-scroll"
          aria-label={title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
          tabIndex={0}
        >
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('monthly.chart.category')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, index) => (
                    <td key={series[index]?.label}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
