import { alpha, createTheme } from '@mui/material/styles';

/** Deep blue for trust, teal for action, on a warm paper-like background. */
const brand = {
  blue: '#134e6f',
  blueDark: '#0c3750',
  blueLight: '#2f7199',
  teal: '#0f7c7a',
  tealDark: '#0a5c5a',
  tealLight: '#3aa3a0',
  ink: '#1c2b36',
  inkMuted: '#4d5c68',
  paper: '#ffffff',
  background: '#f7f4ee',
  border: '#e4ddd1',
};

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  // The spec's mobile layout starts below 768 px, so `md` is 768.
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: brand.blue, dark: brand.blueDark, light: brand.blueLight, contrastText: '#fff' },
    secondary: { main: brand.teal, dark: brand.tealDark, light: brand.tealLight, contrastText: '#fff' },
    success: { main: '#2e7d4f' },
    // A deep amber: readable as text and outlines on white and on the page background (≥ 4.5:1).
    warning: { main: '#946200', contrastText: '#fff' },
    // A deeper blue than MUI's default info (#0288d1, 3.9:1): 'Need Info' chips keep ≥ 4.5:1 with white text.
    info: { main: '#0b6aa2', contrastText: '#fff' },
    error: { main: '#c0392b' },
    background: { default: brand.background, paper: brand.paper },
    text: { primary: brand.ink, secondary: brand.inkMuted },
    divider: brand.border,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em' },
    h2: { fontSize: '2rem', fontWeight: 750, lineHeight: 1.2, letterSpacing: '-0.015em' },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h5: { fontSize: '1.125rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    subtitle1: { fontSize: '1.0625rem', lineHeight: 1.6 },
    body1: { fontSize: '1rem', lineHeight: 1.65 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
        body: { WebkitFontSmoothing: 'antialiased' },
        // A visible focus ring on everything reachable by keyboard (inputs draw their own).
        'a:focus-visible, button:focus-visible, [role="tab"]:focus-visible, [tabindex]:focus-visible, summary:focus-visible':
          {
            outline: `3px solid ${alpha(brand.tealLight, 0.9)}`,
            outlineOffset: 2,
          },
        'section[id]': { scrollMarginTop: 80 },
        // Printing (or saving as PDF from the browser): the report alone, one quote per page. Mark what
        // never prints with data-print="hide", a column that should take the whole page width with
        // data-print="full", and each quote of a multi-quote page with data-print="page". A checklist
        // item may run onto the next page (one that may not would leave most of a page blank); a fact,
        // and a heading with what follows it, stay together.
        '@page': { margin: '14mm 12mm' },
        '@media print': {
          body: { backgroundColor: '#fff' },
          '.MuiAppBar-root, [data-print="hide"], button, .MuiButton-root, .MuiIconButton-root, .MuiTooltip-popper, .MuiSnackbar-root':
            {
              display: 'none !important',
            },
          '[data-print="full"]': {
            width: '100% !important',
            maxWidth: '100% !important',
            flexBasis: '100% !important',
          },
          '[data-print="page"] ~ [data-print="page"]': { breakBefore: 'page' },
          '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'auto' },
          'dl > div': { breakInside: 'avoid' },
          'h1, h2, h3': { breakAfter: 'avoid' },
          '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18, whiteSpace: 'nowrap' },
        sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
        sizeSmall: { paddingInline: 12 },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 16,
          border: `1px solid ${brand.border}`,
          boxShadow: '0 1px 2px rgba(28, 43, 54, 0.04), 0 6px 20px rgba(28, 43, 54, 0.05)',
        },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: alpha('#ffffff', 0.92),
          backdropFilter: 'saturate(180%) blur(8px)',
          borderBottom: `1px solid ${brand.border}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: { styleOverrides: { root: { backgroundColor: '#fff' } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 500 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 48 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
  },
});
