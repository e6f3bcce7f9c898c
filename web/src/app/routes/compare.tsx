import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SignedInHeader } from '@/components/layouts/signed-in-header';
import { RequireUser } from '@/features/auth/components/require-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { CompareView } from '@/features/compare/components/compare-view';
import { idsFromSearch } from '@/features/compare/lib/selection';

/** /compare?ids=ID1,ID2[,ID3]: 2–3 of the signed-in user's analysed quotes side by side. */
export function CompareRoute() {
  const signOut = useSignOut();
  const [search] = useSearchParams();
  const parsed = useMemo(() => idsFromSearch(search), [search]);
  return (
    <RequireUser>
      {(user) => (
        <Box sx={{ minHeight: '100vh' }}>
          <SignedInHeader user={user} onSignOut={() => void signOut()} />
          <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
            <CompareView
              ids={'ids' in parsed ? parsed.ids : null}
              error={'error' in parsed ? parsed.error : undefined}
            />
          </Container>
        </Box>
      )}
    </RequireUser>
  );
}
