import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { AdminStats } from '@shared/types';
import { formatPrice, formatShortDate } from '@/utils/format';

export function RecentQuotes({ quotes }: { quotes: AdminStats['recentQuotes'] }) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h4" component="h2">
          Recent Quotes
        </Typography>
        {quotes.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No quotes have been uploaded yet.
          </Typography>
        ) : (
          <List disablePadding sx={{ mt: 1 }}>
            {quotes.map((q, index) => (
              <Fragment key={q.id}>
                {/* A border, not a separator <li>: a list holds only list items. */}
                <ListItem disableGutters divider={index < quotes.length - 1} sx={{ gap: 2, py: 1.5 }}>
                  <ListItemText
                    primary={q.vendor || 'Unknown Vendor'}
                    secondary={q.userEmail || 'Guest User'}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <ListItemText
                    primary={formatPrice(q.totalCost, 'N/A')}
                    secondary={formatShortDate(q.createdAt)}
                    sx={{ textAlign: 'right', flex: '0 0 auto' }}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              </Fragment>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
