import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@shared/types';
import { AppHeader } from '@/components/layouts/app-header';
import { SignedInHeader } from '@/components/layouts/signed-in-header';

interface AnalysisHeaderProps {
  quoteId: string;
  user: User | null;
  isLoading: boolean;
  onSignOut: () => void;
}

/** Signed in: the header of every signed-in page. A guest: Login and Sign Up, both keeping the quote. */
export function AnalysisHeader({ quoteId, user, isLoading, onSignOut }: AnalysisHeaderProps) {
  const quoteQuery = `?quote=${encodeURIComponent(quoteId)}`;
  if (user) return <SignedInHeader user={user} onSignOut={onSignOut} />;
  return (
    <AppHeader tagline>
      {isLoading ? null : (
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
