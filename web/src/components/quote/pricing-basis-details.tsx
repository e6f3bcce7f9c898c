import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { displayDollars } from '@shared/money';
import type { PricingBasis } from '@shared/types';
import { plural } from '@shared/text';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-22" → "November 22, 2026" (the date as written, whatever the viewer's time zone). */
export function formatCheckedOn(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function placeOf(basis: PricingBasis): string {
  if (basis.stateName) return basis.zipCode ? `${basis.stateName} (ZIP ${basis.zipCode})` : basis.stateName;
  return basis.zipCode ? `ZIP ${basis.zipCode}` : 'your area';
}

/**
 * "How we priced this" under the pricing verdict: the benchmark for this quote's units in its state,
 * every figure from the server's `pricingBasis` (no price data lives in the web app).
 */
export function PricingBasisDetails({ basis }: { basis: PricingBasis }) {
  const id = useId();
  const unit = basis.unit;
  const bands = [
    ['Low', basis.perOpening.low],
    ['Typical', basis.perOpening.typical],
    ['High', basis.perOpening.high],
  ] as const;
  return (
    <Accordion
      disableGutters
      elevation={0}
      sx={{
        mt: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '&::before': { display: 'none' },
        // On paper the figures are always shown.
        '@media print': { '& .MuiCollapse-root': { height: 'auto !important', visibility: 'visible !important' } },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
        sx={{ minHeight: 40, px: 1.5 }}
      >
        {/* The accordion wraps its summary in a heading; the item's title is an h3. */}
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          How we priced this
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: 1.5, pt: 0 }}>
        <Typography variant="body2" sx={{ display: 'none', displayPrint: 'block', fontWeight: 600 }}>
          How we priced this
        </Typography>
        <Typography variant="body2">
          Installed price per {unit} we expect in {placeOf(basis)} for {basis.mixText}:
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, my: 1 }}>
          {bands.map(([label, value]) => (
            <Box
              key={label}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, px: 1, py: 0.75, textAlign: 'center' }}
            >
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                sx={{ fontWeight: 700, letterSpacing: '0.04em' }}
              >
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
                {displayDollars(value, 'never')}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          For the {plural(basis.openings, unit)}: {displayDollars(basis.total.low, 'never')}–
          {displayDollars(basis.total.high, 'never')}, typically {displayDollars(basis.total.typical, 'never')}.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {basis.stateName
            ? `Regional price factor for ${basis.stateName}: ×${basis.regionFactor}.`
            : `No regional price factor: the ZIP code could not be placed in a state, so national figures are used (×${basis.regionFactor}).`}
        </Typography>
        {basis.sources.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} id={`${id}-sources`}>
              Sources
            </Typography>
            <Box component="ul" aria-labelledby={`${id}-sources`} sx={{ m: 0, pl: 2.5 }}>
              {basis.sources.map((source) => (
                <Typography
                  key={source.url + source.title}
                  component="li"
                  variant="caption"
                  sx={{ overflowWrap: 'break-word' }}
                >
                  <Link href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </Link>
                </Typography>
              ))}
            </Box>
          </>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Figures checked on {formatCheckedOn(basis.checkedOn)} (price data {basis.version}). They are estimates from
          published cost guides; local prices vary.
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
