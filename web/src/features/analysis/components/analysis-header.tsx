import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@shared/types';
import { AppHeader } from '@/components/layouts/app-header';
import { SignedInHeaderActions } from '@/components/layouts/signed-in-header-actions';

interface AnalysisHeaderProps {
  quoteId: string;
  user: User | null;
  isLoading: boolean;
  onLogout: () => void;
}

/** Logo and tagline; My Quotes and Logout when signed in, else Login and Sign Up that keep the quote. */
export function AnalysisHeader({ quoteId, user, isLoading, onLogout }: AnalysisHeaderProps) {
  const quoteQuery = `?quote=${encodeURIComponent(quoteId)}`;
  return (
    <AppHeader tagline>
      {isLoading ? null : user ? (
        <SignedInHeaderActions onLogout={onLogout} />
      ) : (
        <>
          <Button component={RouterLink} to={`/login${quoteQuery}`} variant="text" size="small">
            Login
          </Button>
          <Button component={RouterLink} to={`/signup${quoteQuery}`} variant="contained" size="small">
            Sign Up
          </Button>
        </>
      )}
    </AppHeader>
  );
}
