import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/**
 * chart.js with only what a bar chart draws. Imported on demand by BarChart (never statically), so the
 * library is fetched with the first chart and only the pieces registered here end up in that chunk.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
