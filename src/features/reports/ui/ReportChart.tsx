import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';
import { reportNumber, wrapLabel } from '../model/report-format';

export interface ReportChartProps {
  /** The chart's accessible name; the table under it holds the same numbers as text. */
  name: string;
  categories: string[];
  series: { label: string; data: (number | null)[] }[];
}

const BAR_HEIGHT = 22;
const LINE_HEIGHT = 15;
/** About how many characters of the axis font fit in a pixel of the axis. */
const CHARACTER_WIDTH = 6.6;
const MAX_LINES = 3;
/** Marks a category axis tick (its text is the category's position) from a value axis tick. */
const TICK_MARK = '#';

const valueText = (value: number | null) => (value === null ? '' : reportNumber(value));

/**
 * One report as horizontal bars, each labelled with its value just past its end (a short bar
 * keeps a readable label). Category names wrap over up to three lines beside their bars, so a
 * rejection reason or a dropout reason reads whole on a phone too. Loaded on its own, so only
 * the Reports screen fetches the charts library.
 */
export default function ReportChart({ name, categories, series }: ReportChartProps) {
  const theme = useTheme();
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.grey[700],
  ];
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const axisWidth = wide ? 220 : 128;
  const labels = categories.map((category) =>
    wrapLabel(category, Math.floor((axisWidth - 12) / CHARACTER_WIDTH), MAX_LINES),
  );
  // The axis holds each category's position; its tick draws the wrapped name in full (the
  // chart's own shortening measures a name as one line and would cut a wrapped one).
  const joined = labels.join('\u0000');
  const TickLabel = useMemo(() => {
    const names = joined.split('\u0000');
    return function WrappedTickLabel({ text, ...props }: ChartsTextProps) {
      const position = text.startsWith(TICK_MARK) ? Number(text.slice(TICK_MARK.length)) : NaN;
      return <ChartsText {...props} text={names[position] ?? text} />;
    };
  }, [joined]);
  const lines = Math.max(1, ...labels.map((label) => label.split('\n').length));
  const band = Math.max(series.length * BAR_HEIGHT, lines * LINE_HEIGHT) + 10;
  const height = Math.max(160, categories.length * band + 70);
  const largest = Math.max(0, ...series.flatMap((entry) => entry.data.map((value) => value ?? 0)));
  return (
    <Box role="img" aria-label={name} sx={{ width: '100%', minWidth: 0 }}>
      {/* The wrapper names the chart; the drawing itself is left out of the accessibility tree. */}
      <BarChart
        aria-hidden
        height={height}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: categories.map((_, position) => position),
            width: axisWidth,
            valueFormatter: (position: number, context) =>
              context.location === 'tick' ? `${TICK_MARK}${position}` : categories[position],
          },
        ]}
        // With every value 0 the scale would have no extent; it then reads 0 to 1.
        xAxis={[
          {
            tickMinStep: 1,
            min: 0,
            // Room past the longest bar for its label.
            max: largest > 0 ? largest * (wide ? 1.08 : 1.3) : 1,
            valueFormatter: (value: number) => reportNumber(value),
          },
        ]}
        series={series.map((entry, index) => ({
          label: entry.label,
          data: entry.data,
          color: colors[index % colors.length],
          valueFormatter: valueText,
          // A bar of nothing carries no label.
          barLabel: (item) => (item.value ? reportNumber(item.value) : null),
          barLabelPlacement: 'outside',
        }))}
        hideLegend={series.length === 1}
        // Both axes' ticks pass through it; only the categories' carry the mark.
        slots={{ axisTickLabel: TickLabel }}
        skipAnimation
        margin={{ right: 56 }}
      />
    </Box>
  );
}
