import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MAX_ACTIVE_SHARES_PER_QUOTE, SHARE_LINK_TTL_DAYS } from '@shared/limits';
import type { ShareLink, ShareLinkList } from '@shared/shares';
import { statusAllows } from '@shared/statuses';
import type { Quote, User } from '@shared/types';
import { CaptionLabel } from '@/components/ui/caption-label';
import { CopyButton } from '@/components/ui/copy-button';
import { IconHeading } from '@/components/ui/icon-heading';
import { formatShortDate } from '@/utils/format';
import { absoluteShareUrl, createShareLink, revokeShareLink, useShareLinks } from '../api/shares';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

/** What the panel last did, said in the panel itself (a toast would cover its buttons on a phone). */
interface Notice {
  severity: 'success' | 'info' | 'error';
  title: string;
  description: string;
}

/** The panel's last outcome: a polite status, or an alert for a failure. */
function PanelNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return <Box role="status" sx={{ display: 'none' }} />;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2, py: 0.25 }}>
      <strong>{notice.title}</strong> — {notice.description}
    </Alert>
  );
}

function LinkRow({
  link,
  fresh,
  revoking,
  onRevoke,
  onCopyFailed,
}: {
  link: ShareLink;
  fresh: boolean;
  revoking: boolean;
  onRevoke: () => void;
  onCopyFailed: () => void;
}) {
  const url = absoluteShareUrl(link.url);
  return (
    <Box
      component="li"
      data-share-token={link.token}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      {/* One line, cut with an ellipsis on a phone; the whole link is its title and what Copy link copies. */}
      <Typography
        component="code"
        variant="body2"
        noWrap
        title={url}
        sx={{
          display: 'block',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontWeight: fresh ? 700 : 400,
        }}
      >
        {url}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
          {fresh ? 'New link · ' : ''}Expires {formatShortDate(link.expiresAt, 'in 30 days')}
        </Typography>
        <CopyButton text={url} label="Copy link" variant="outlined" size="small" onError={onCopyFailed} />
        <Button
          variant="text"
          color="error"
          size="small"
          startIcon={<LinkOffOutlined />}
          disabled={revoking}
          onClick={onRevoke}
        >
          {revoking ? 'Revoking...' : 'Revoke'}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Whether the analysis page offers "Share": to the signed-in account that owns the quote,
 * once the analysis is written. The server enforces the same (functions/shares/share-links.ts).
 */
export function canShareQuote(
  quote: Pick<Quote, 'userId' | 'status'>,
  user: Pick<User, 'id' | 'role'> | null | undefined,
): boolean {
  if (!user || !quote.userId || !statusAllows(quote.status, 'share')) return false;
  // Only the owner creates and revokes links: an admin's view of a homeowner's quote is read-only.
  return quote.userId === user.id;
}

/**
 * "Share" on the analysis page, for the quote's signed-in owner: create a read-only link, copy it, see
 * the active links with their expiry and revoke each; what happened is said in the panel. Never printed.
 */
export function SharePanel({ quoteId }: { quoteId: string }) {
  const { data, error, isLoading, mutate } = useShareLinks(quoteId, true);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const links = data?.shares ?? [];
  const max = data?.maxActive ?? MAX_ACTIVE_SHARES_PER_QUOTE;
  const full = links.length >= max;

  const create = async () => {
    setCreating(true);
    setNotice(null);
    try {
      const link = await createShareLink(quoteId);
      setFresh(link.token);
      await mutate(
        (list?: ShareLinkList) => ({
          shares: [link, ...(list?.shares ?? []).filter((s) => s.token !== link.token)],
          maxActive: list?.maxActive ?? max,
        }),
        {
          revalidate: false,
        },
      );
      setNotice({
        severity: 'success',
        title: 'Link created',
        description: 'Anyone with the link can read this report.',
      });
    } catch (cause) {
      setNotice({ severity: 'error', title: 'Could not create a link', description: messageOf(cause) });
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (token: string) => {
    setRevoking(token);
    setNotice(null);
    try {
      await revokeShareLink(quoteId, token);
      await mutate(
        (list?: ShareLinkList) => list && { ...list, shares: list.shares.filter((s) => s.token !== token) },
        { revalidate: false },
      );
      setNotice({ severity: 'info', title: 'Link revoked', description: 'It no longer opens the report.' });
    } catch (cause) {
      setNotice({ severity: 'error', title: 'Could not revoke the link', description: messageOf(cause) });
      void mutate();
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="share-title" sx={{ displayPrint: 'none' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <IconHeading id="share-title" icon={ShareOutlined} iconColor="secondary" sx={{ mb: 1 }}>
          Share
        </IconHeading>
        <Typography variant="body2" color="text.secondary">
          Create a read-only link to this report: the fields, the ten verdicts and the score. It never shows your name,
          address, phone, e-mail, your files or the chat. A link works for {SHARE_LINK_TTL_DAYS} days, until you revoke
          it.
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<ShareOutlined />}
          sx={{ mt: 2 }}
          disabled={creating || isLoading || full}
          onClick={() => void create()}
        >
          {creating ? 'Creating...' : 'Create share link'}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            This quote has {max} active links, the most it can have. Revoke one to create another.
          </Typography>
        )}
        <PanelNotice notice={notice} />

        <CaptionLabel component="h3" sx={{ mt: 2.5, mb: 1 }}>
          ACTIVE LINKS
        </CaptionLabel>
        {isLoading ? (
          <Skeleton variant="text" width="70%" />
        ) : error ? (
          <Typography variant="body2" color="error.main">
            Could not load your links. {messageOf(error)}
          </Typography>
        ) : links.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No active links.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Active share links" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {links.map((link) => (
              <LinkRow
                key={link.token}
                link={link}
                fresh={link.token === fresh}
                revoking={revoking === link.token}
                onRevoke={() => void revoke(link.token)}
                onCopyFailed={() =>
                  setNotice({
                    severity: 'error',
                    title: 'Could not copy the link',
                    description: 'Select the link and copy it yourself.',
                  })
                }
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
