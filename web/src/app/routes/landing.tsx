import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { SiteFooter } from '@/components/layouts/site-footer';
import { env } from '@/config/env';
import { useUser } from '@/features/auth/api/get-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { About } from '@/features/landing/components/about';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { Categories } from '@/features/landing/components/categories';
import { Contact } from '@/features/landing/components/contact';
import { Faq } from '@/features/landing/components/faq';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { Testimonials } from '@/features/landing/components/testimonials';
import { UploadCard } from '@/features/upload/components/upload-card';
import { useQuoteUpload } from '@/features/upload/hooks/use-quote-upload';

const UPLOAD_CARD_ID = 'upload';

export function LandingRoute() {
  const { user, isLoading } = useUser();
  const signOut = useSignOut();
  // A guest's upload; a 402 here means the free guest analysis is used (the card invites a sign-up).
  const upload = useQuoteUpload();

  // The page renders while the session is checked, so visitors see it at once.
  if (user) return <Navigate to="/my-quotes" replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingHeader user={user} isLoading={isLoading} onSignOut={() => void signOut()} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Hero upload={<UploadCard id={UPLOAD_CARD_ID} upload={upload} />} />
        <HowItWorks />
        <Categories />
        <Testimonials />
        <About />
        <Faq />
        <Contact email={env.supportEmail} />
        <CallToAction targetId={UPLOAD_CARD_ID} />
      </Box>
      <SiteFooter />
    </Box>
  );
}
