import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';

/** Shows an error toast with `title` each time a new fetch error arrives. */
export function useErrorToast(error: unknown, title: string) {
  const { toast } = useToast();
  useEffect(() => {
    if (!error) return;
    const description = error instanceof Error && error.message ? error.message : 'Please try again';
    toast({ title, description, variant: 'error' });
  }, [error, title, toast]);
}
