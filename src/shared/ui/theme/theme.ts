import { alpha, createTheme, responsiveFontSizes } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { fontFamilies, fontStack } from './font-families';

const headingFont = fontStack(fontFamilies.heading, 'system-ui', 'sans-serif');
const bodyFont = fontStack(
  fontFamilies.body,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
);

/** Colour ramps: a trustworthy enterprise blue, with saffron as the accent. */
const brand = {
  blue: {
    50: '#EEF4FF',
    100: '#D9E5FF',
    200: '#B3CBFF',
    500: '#2563EB',
    600: '#1D4ED8',
    700: '#1E40AF',
    800: '#1E3A8A',
    900: '#0F1F4B',
  },
  saffron: { 100: '#FFEDD5', 400: '#FB923C', 500: '#F97316', 600: '#C2410C' },
  ink: {
    50: '#F8FAFC',
    100: '#F1F5F9',
    200: '#E2E8F0',
    300: '#CBD5E1',
    500: '#64748B',
    700: '#334155',
    900: '#0F172A',
  },
};

let theme = createTheme({
  cssVariables: false,
  palette: {
    mode: 'light',
    primary: {
      light: brand.blue[500],
      main: brand.blue[600],
      dark: brand.blue[800],
      contrastText: '#FFFFFF',
    },
    secondary: {
      light: brand.saffron[400],
      main: brand.saffron[500],
      dark: brand.saffron[600],
      contrastText: '#FFFFFF',
    },
    success: { main: '#15803D' },
    error: { main: '#B91C1C' },
    warning: { main: '#B45309' },
    info: { main: '#0369A1' },
    text: { primary: brand.ink[900], secondary: brand.ink[700] },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    divider: brand.ink[200],
    grey: {
      50: brand.ink[50],
      100: brand.ink[100],
      200: brand.ink[200],
      300: brand.ink[300],
      500: brand.ink[500],
      700: brand.ink[700],
      900: brand.ink[900],
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: bodyFont,
    h1: {
      fontFamily: headingFont,
      fontWeight: 800,
      fontSize: '3.25rem',
      lineHeight: 1.1,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontFamily: headingFont,
      fontWeight: 800,
      fontSize: '2.4rem',
      lineHeight: 1.15,
      letterSpacing: '-0.015em',
    },
    h3: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.2 },
    h4: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.4rem', lineHeight: 1.25 },
    h5: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.15rem' },
    h6: { fontFamily: headingFont, fontWeight: 700, fontSize: '1rem' },
    subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.6 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
        body: { WebkitFontSmoothing: 'antialiased' },
        ':focus-visible': { outline: `3px solid ${brand.saffron[600]}`, outlineOffset: 2 },
      },
    },
    // MUI's ButtonBase removes the outline; put a visible ring back for keyboard focus (3:1 or better).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${brand.saffron[600]}`, outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 22 },
        sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${brand.ink[200]}`,
          borderRadius: 16,
          transition: 'box-shadow 200ms ease, transform 200ms ease',
        },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiAppBar: { defaultProps: { color: 'inherit', elevation: 0 } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDataGrid: {
      styleOverrides: {
        root: {
          border: `1px solid ${brand.ink[200]}`,
          borderRadius: 12,
          backgroundColor: '#FFFFFF',
        },
        columnHeaders: { backgroundColor: brand.ink[50] },
        columnHeaderTitle: { fontWeight: 700 },
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: '#FFFFFF',
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: alpha(brand.blue[600], 0.6) },
        },
      },
    },
  },
});

theme = responsiveFontSizes(theme, { factor: 2.4 });

export { theme };
