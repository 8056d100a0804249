import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';

export interface ReportChartProps {
  /** The chart's accessible name; the table under it holds the same numbers as text. */
  name: string;
  categories: string[];
  series: { label: string; data: (number | null)[] }[];
}

const BAR_HEIGHT = 22;

/** 3 -> '3', 2.5 -> '2.5': counts stay whole, days keep one decimal. */
const tickText = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');

/**
 * One report as horizontal bars (category labels stay readable on a phone), each bar labelled
 * with its value. Loaded on its own, so only the Reports screen fetches the charts library.
 */
export default function ReportChart({ name, categories, series }: ReportChartProps) {
  const theme = useTheme();
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
  ];
  // Long category names (a rejection reason) get more room where there is room; the chart's
  // tooltip and the table under it show them whole.
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const height = Math.max(180, categories.length * series.length * BAR_HEIGHT + 90);
  const largest = Math.max(0, ...series.flatMap((entry) => entry.data.map((value) => value ?? 0)));
  return (
    <Box role="img" aria-label={name} sx={{ width: '100%', minWidth: 0 }}>
      {/* The wrapper names the chart; the drawing itself is left out of the accessibility tree. */}
      <BarChart
        aria-hidden
        height={height}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: categories, width: wide ? 220 : 120 }]}
        // With every value 0 the scale would have no extent; it then reads 0 to 1.
        xAxis={[
          { tickMinStep: 1, min: 0, max: largest > 0 ? undefined : 1, valueFormatter: tickText },
        ]}
        series={series.map((entry, index) => ({
          label: entry.label,
          data: entry.data,
          color: colors[index % colors.length],
          barLabel: 'value',
        }))}
        hideLegend={series.length === 1}
        skipAnimation
        margin={{ right: 24 }}
      />
    </Box>
  );
}
