import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterBarProps {
  /** The grid's columns by breakpoint: one per control on a wide screen. */
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  /** Names the bar as a group ('Filters'), for a bar that can be folded away. */
  label?: string;
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The controls above a staff grid (selects, dates, the screen's own buttons), laid out as a
 * grid that folds to one column on a phone. Their values live in the URL (`useUrlFilters`).
 */
export function FilterBar({ columns, label, id, sx, children }: FilterBarProps) {
  return (
    <Box
      id={id}
      role={label ? 'group' : undefined}
      aria-label={label}
      sx={[
        { display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

interface FilterOption {
  value: string | number;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The chosen value; one that is not among the options shows as the first choice. */
  value: string | number | undefined;
  /** The first choice, which filters nothing ('All kinds'). */
  allLabel: string;
  options: readonly FilterOption[];
  /** The chosen option's value as text, or undefined for the first choice. */
  onChange: (value: string | undefined) => void;
  slotProps?: TextFieldProps['slotProps'];
}

/** One filter of a staff grid: a small select whose first choice filters nothing. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  slotProps,
}: FilterSelectProps) {
  const shown = options.some((option) => option.value === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      slotProps={slotProps}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface FilterDateProps {
  label: string;
  /** `YYYY-MM-DD`, or undefined for no limit. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
}

type Picker = ComponentType<FilterDateProps & { autoFocus?: boolean }>;

let pickerLoading: Promise<Picker> | undefined;
/** Date filters still showing their look-alike: each takes the picker once it has arrived. */
const waitingFilters = new Set<(picker: Picker) => void>();

function loadPicker(): Promise<Picker> {
  pickerLoading ??= import('./FilterDatePicker').then(
    ({ FilterDatePicker }) => {
      waitingFilters.forEach((show) => show(FilterDatePicker));
      return FilterDatePicker;
    },
    (error: unknown) => {
      // The network dropped: the next reach for a date filter tries again.
      pickerLoading = undefined;
      throw error;
    },
  );
  return pickerLoading;
}

/** Someone reaching for a date filter: the picker is fetched then, not with the screen. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/** 'YYYY-MM-DD' as the picker shows it, DD/MM/YYYY. */
const entered = (value: string | undefined) => value?.split('-').reverse().join('/') ?? '';

/**
 * A date filter of a staff grid (from, to): the staff forms' DD/MM/YYYY picker, the URL
 * keeping YYYY-MM-DD. The picker is fetched when someone reaches for a date filter (a pointer
 * over it, a touch, the focus), and then replaces every date filter's look-alike, which holds
 * the value until then (and hands its focus on).
 */
export function FilterDate(props: FilterDateProps) {
  const [LoadedPicker, setLoadedPicker] = useState<Picker | null>(null);
  const [takeFocus, setTakeFocus] = useState(false);
  const lookalike = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    let active = true;
    const show = (component: Picker) => {
      if (!active) return;
      setTakeFocus(document.activeElement === lookalike.current);
      setLoadedPicker(() => component);
    };
    waitingFilters.add(show);
    const field = lookalike.current?.closest<HTMLElement>('.MuiFormControl-root');
    const load = () => void loadPicker().then(show, () => undefined);
    // Another date filter already asked for it, or someone is already in this one.
    if (pickerLoading || field?.contains(document.activeElement)) load();
    for (const type of INTENT_EVENTS) field?.addEventListener(type, load, { passive: true });
    return () => {
      active = false;
      waitingFilters.delete(show);
      for (const type of INTENT_EVENTS) field?.removeEventListener(type, load);
    };
  }, []);

  if (LoadedPicker) return <LoadedPicker {...props} autoFocus={takeFocus} />;
  return (
    <TextField
      size="small"
      label={props.label}
      value={entered(props.value)}
      placeholder="DD/MM/YYYY"
      inputRef={lookalike}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthOutlined aria-hidden sx={{ color: 'action.active' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
