import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { type EditField, filterPriceInput, filterZipInput, joinQuantityInput, splitQuantityInput } from '../lib/fields';

interface FieldEditorProps {
  field: EditField;
  label: string;
  initial: string;
  error?: string;
  busy: boolean;
  onSubmit: (raw: string) => void;
  onCancel: () => void;
}

const INPUT_LABELS: Record<EditField, string> = {
  vendor: 'Vendor name',
  totalCost: 'Total price',
  zipCode: 'ZIP code',
  quantities: 'Quantities',
  scope: 'Scope',
  projectAddress: 'Project address',
  scopeOfWork: 'Scope of work',
};

/** The inline editor of one summary field: Enter or Save submits, Escape or Cancel closes. */
export function FieldEditor({ field, label, initial, error, busy, onSubmit, onCancel }: FieldEditorProps) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  let input: React.ReactNode;
  if (field === 'quantities') {
    const { windows, doors } = splitQuantityInput(value);
    const count = (name: 'W' | 'D', aria: string, current: string, set: (v: string) => void) => (
      <TextField
        label={name}
        type="number"
        size="small"
        value={current}
        onChange={(e) => set(e.target.value.replace(/\D/g, '').slice(0, 3))}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': aria } }}
        sx={{ width: 88 }}
        disabled={busy}
        error={Boolean(error)}
      />
    );
    input = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {count('W', 'Windows', windows, (w) => setValue(joinQuantityInput(w, doors)))}
        {count('D', 'Doors', doors, (d) => setValue(joinQuantityInput(windows, d)))}
      </Stack>
    );
  } else {
    const multiline = field === 'scopeOfWork';
    input = (
      <TextField
        fullWidth
        size="small"
        value={value}
        autoFocus
        disabled={busy}
        error={Boolean(error)}
        multiline={multiline}
        minRows={field === 'scopeOfWork' ? 3 : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setValue(field === 'totalCost' ? filterPriceInput(next) : field === 'zipCode' ? filterZipInput(next) : next);
        }}
        slotProps={{
          htmlInput: {
            'aria-label': INPUT_LABELS[field],
            ...(field === 'zipCode' ? { inputMode: 'numeric', maxLength: 5 } : {}),
            ...(field === 'totalCost' ? { inputMode: 'decimal' } : {}),
          },
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} aria-label={`Edit ${label.toLowerCase()}`} noValidate>
      {input}
      {error && (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" size="small" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button size="small" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}
