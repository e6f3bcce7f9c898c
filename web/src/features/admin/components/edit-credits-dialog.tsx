import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { AdminUser } from '@shared/types';
import { useToast } from '@/components/ui/toast/toast-context';
import { formatNumber } from '@/utils/format';
import { DEFAULT_CREDIT_REASON, parseCredits, updateUserCredits } from '../api/update-credits';

interface EditCreditsDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  /** Called with the user as the server returns it after the change. */
  onSaved: (user: AdminUser) => void;
}

/** Sets a user's credit balance, with an optional reason for the ledger. */
export function EditCreditsDialog({ user, onClose, onSaved }: EditCreditsDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-credits-title">
      {/* Keyed by user so the fields start from that user's balance each time. */}
      {user && <EditCreditsForm key={user.id} user={user} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function EditCreditsForm({ user, onClose, onSaved }: { user: AdminUser } & Omit<EditCreditsDialogProps, 'user'>) {
  const { toast } = useToast();
  const [credits, setCredits] = useState(String(user.creditBalance ?? 0));
  const [reason, setReason] = useState('');
  const [isSaving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const value = parseCredits(credits);
    if (value === null) {
      toast({ title: 'Invalid input', description: 'Please enter a valid number of credits', variant: 'error' });
      return;
    }
    setSaving(true);
    try {
      const updated = await updateUserCredits(user.id, value, reason);
      toast({
        title: 'Credits updated',
        description: `${updated.email} now has ${formatNumber(updated.creditBalance)} credits.`,
        variant: 'success',
      });
      onSaved(updated);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
      toast({ title: 'Failed to update credits', description: message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="edit-credits-title">Edit Credits</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'break-word' }}>
          Set the credit balance of {user.email}. It has {formatNumber(user.creditBalance)} now.
        </DialogContentText>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label="Credits"
            name="credits"
            value={credits}
            onChange={(e) => setCredits(e.target.value)}
            autoFocus
            required
            helperText="A whole number, 0 or more"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          <TextField
            label="Reason (optional)"
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={DEFAULT_CREDIT_REASON}
            helperText={`Recorded with the change; "${DEFAULT_CREDIT_REASON}" if left blank`}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Credits'}
        </Button>
      </DialogActions>
    </form>
  );
}
