import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { Pagination } from '@shared/types';
import { formatNumber } from '@/utils/format';
import { useErrorToast } from '../hooks/use-error-toast';
import { Pager } from './pager';

/** What the list reads from SWR's answer for the page. */
interface PageResponse<Data> {
  data: Data | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
}

interface AdminPagedListProps<Data extends { pagination: Pagination }, T extends { id: string }> {
  /** What is listed, capitalised and plural ('Quotes'): it names the heading, the list and its messages. */
  noun: string;
  /** Beside the heading, e.g. a search box. */
  toolbar?: ReactNode;
  response: PageResponse<Data>;
  /** The items of a page. */
  itemsOf: (data: Data) => T[];
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when the page has no items. */
  emptyText: string;
  /** An item's facts, on the left of its row. */
  renderItem: (item: T) => ReactNode;
  /** The item's button, on the right of its row. */
  renderAction: (item: T) => ReactNode;
  /** After the pager, e.g. a dialog. */
  children?: ReactNode;
}

/**
 * One page of an admin list: "All {noun} (total)", a progress bar while loading, the error (also as a
 * toast), the rows, and Previous / Next.
 */
export function AdminPagedList<Data extends { pagination: Pagination }, T extends { id: string }>({
  noun,
  toolbar,
  response: { data, error, isLoading, isValidating },
  itemsOf,
  page,
  onPageChange,
  emptyText,
  renderItem,
  renderAction,
  children,
}: AdminPagedListProps<Data, T>) {
  const items = data && itemsOf(data);
  const pagination = data?.pagination;
  const failed = `Failed to fetch ${noun.toLowerCase()}`;
  useErrorToast(error, failed);
  const heading = `All ${noun} (${formatNumber(pagination?.total ?? 0)})`;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {toolbar ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography variant="h4" component="h2">
              {heading}
            </Typography>
            {toolbar}
          </Stack>
        ) : (
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {heading}
          </Typography>
        )}
        {(isLoading || isValidating) && <LinearProgress aria-label={`Loading ${noun.toLowerCase()}`} sx={{ mb: 1 }} />}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>{failed}</AlertTitle>
            {error instanceof Error ? error.message : null}
          </Alert>
        ) : null}
        {items && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <Box component="ul" aria-label={noun} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items?.map((item, index) => (
              <Fragment key={item.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <Box component="li" sx={{ py: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>{renderItem(item)}</Box>
                  {renderAction(item)}
                </Box>
              </Fragment>
            ))}
          </Box>
        )}
        {pagination && <Pager page={page} totalPages={pagination.totalPages} onChange={onPageChange} />}
        {children}
      </CardContent>
    </Card>
  );
}

/** The first line of a row: the item's name (a file name, an e-mail) on one line as its heading, then its badges. */
export function AdminRowTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography component="h3" noWrap title={title} sx={{ fontWeight: 600, minWidth: 0, maxWidth: '100%' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
